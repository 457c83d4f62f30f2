/// The stored contacts and the highest id ever handed out.
///
/// Like `TodoList`, every change returns a new value that the caller saves before adopting it. The
/// book also keeps its contacts in list order, so that showing them never sorts the whole list: a
/// new contact is placed with a binary search, an import merges its sorted batch in one pass.
public struct ContactBook: Codable, Equatable, Sendable {
    /// The contacts in the order they were added, as they are saved.
    public private(set) var contacts: [Contact]
    public private(set) var highestID: Int
    /// The contacts in the order the screen shows them.
    public private(set) var sortedContacts: [Contact]
    /// The sort key of each of `sortedContacts`, at the same position.
    private var sortKeys: [String]

    public init(contacts: [Contact] = [], highestID: Int? = nil) {
        self.contacts = contacts
        self.highestID = max(highestID ?? 0, contacts.map(\.id).max() ?? 0)
        let sorted = contacts.map { Keyed(contact: $0, key: $0.sortKey) }.sorted(by: Keyed.isOrderedBefore)
        sortedContacts = sorted.map(\.contact)
        sortKeys = sorted.map(\.key)
    }

    /// Where `contact` stands in `sortedContacts`.
    public func sortedIndex(of contact: Contact) -> Int? {
        let index = insertionIndex(of: Keyed(contact: contact, key: contact.sortKey))
        return index < sortedContacts.count && sortedContacts[index] == contact ? index : nil
    }

    /// A new contact. The names must already be valid (see `ContactName`).
    public func adding(_ name: ContactName) -> (book: ContactBook, contact: Contact) {
        let contact = Contact(id: highestID + 1, firstName: name.firstName, lastName: name.lastName)
        let keyed = Keyed(contact: contact, key: contact.sortKey)
        var book = self
        book.contacts.append(contact)
        book.highestID = contact.id
        let index = insertionIndex(of: keyed)
        book.sortedContacts.insert(contact, at: index)
        book.sortKeys.insert(keyed.key, at: index)
        return (book, contact)
    }

    /// The contact with this id, if the book has it.
    public func contact(withID id: Int) -> Contact? {
        contacts.first { $0.id == id }
    }

    /// The book without the contact `id`; the highest id stays, so the id is never handed out again.
    /// An unknown id leaves the book as it was.
    public func removing(id: Int) -> ContactBook {
        guard let contact = contact(withID: id), let index = sortedIndex(of: contact) else { return self }
        var book = self
        book.contacts.removeAll { $0.id == id }
        book.sortedContacts.remove(at: index)
        book.sortKeys.remove(at: index)
        return book
    }

    /// The book with `batch` added, whose ids follow on from `highestID` and whose names are new.
    func adding(batch: [Keyed]) -> ContactBook {
        var book = self
        book.contacts += batch.map(\.contact)
        book.highestID = batch.last?.contact.id ?? highestID
        let sortedBatch = batch.sorted(by: Keyed.isOrderedBefore)
        let order = SortedArrays.mergeOrder(left: sortedContacts.count, right: sortedBatch.count) { left, right in
            Keyed.isOrderedBefore(sortedBatch[right], Keyed(contact: sortedContacts[left], key: sortKeys[left]))
        }
        let merged = order.map { side in
            switch side {
            case .left(let index): Keyed(contact: sortedContacts[index], key: sortKeys[index])
            case .right(let index): sortedBatch[index]
            }
        }
        book.sortedContacts = merged.map(\.contact)
        book.sortKeys = merged.map(\.key)
        return book
    }

    /// Whether a contact with this sort key is in the book, for the names of an import.
    var knownSortKeys: Set<String> {
        Set(sortKeys)
    }

    private func insertionIndex(of keyed: Keyed) -> Int {
        SortedArrays.insertionIndex(count: sortedContacts.count) { index in
            Keyed.isOrderedBefore(Keyed(contact: sortedContacts[index], key: sortKeys[index]), keyed)
        }
    }

    /// A contact with its sort key, computed once.
    struct Keyed {
        let contact: Contact
        let key: String

        static func isOrderedBefore(_ lhs: Keyed, _ rhs: Keyed) -> Bool {
            Contact.isOrderedBefore(lhs.contact, key: lhs.key, rhs.contact, key: rhs.key)
        }
    }

    // The saved form is the contacts and the highest id; the order is rebuilt when it is read.
    private enum CodingKeys: String, CodingKey {
        case contacts
        case highestID
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            contacts: try container.decode([Contact].self, forKey: .contacts),
            highestID: try container.decode(Int.self, forKey: .highestID))
    }

    public static func == (lhs: ContactBook, rhs: ContactBook) -> Bool {
        lhs.contacts == rhs.contacts && lhs.highestID == rhs.highestID
    }
}
