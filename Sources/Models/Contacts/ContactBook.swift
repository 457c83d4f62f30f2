/// The stored contacts and the highest id ever handed out.
///
/// Like `TodoList`, every change returns a new value that the caller saves before adopting it.
public struct ContactBook: Codable, Equatable, Sendable {
    public private(set) var contacts: [Contact]
    public private(set) var highestID: Int

    public init(contacts: [Contact] = [], highestID: Int? = nil) {
        self.contacts = contacts
        self.highestID = max(highestID ?? 0, contacts.map(\.id).max() ?? 0)
    }

    /// The contacts in the order the screen shows them.
    public var sortedContacts: [Contact] {
        contacts.sorted(by: Contact.isOrderedBefore)
    }

    /// Where `contact` stands in `sortedContacts`.
    public func sortedIndex(of contact: Contact) -> Int? {
        sortedContacts.firstIndex(of: contact)
    }

    /// A new contact. The names must already be valid (see `ContactName`).
    public func adding(_ name: ContactName) -> (book: ContactBook, contact: Contact) {
        let contact = Contact(id: highestID + 1, firstName: name.firstName, lastName: name.lastName)
        var book = self
        book.contacts.append(contact)
        book.highestID = contact.id
        return (book, contact)
    }
}
