import Models
import Testing

@Suite("ContactBook")
struct ContactBookTests {
    private static func name(_ first: String, _ last: String) throws -> ContactName {
        try ContactName.validate(firstName: first, lastName: last).get()
    }

    @Test("the first contact gets id 1 and the next ones the following ids")
    func adding() throws {
        let first = ContactBook().adding(try Self.name("Ana", "Smith"))
        let second = first.book.adding(try Self.name("Bob", "Jones"))

        #expect(first.contact == Contact(id: 1, firstName: "Ana", lastName: "Smith"))
        #expect(second.contact == Contact(id: 2, firstName: "Bob", lastName: "Jones"))
        #expect(second.book.contacts == [first.contact, second.contact])
        #expect(second.book.highestID == 2)
    }

    @Test("adding returns a new book and leaves the original as it was")
    func addingKeepsOriginal() throws {
        let original = ContactBook()

        _ = original.adding(try Self.name("Ana", "Smith"))

        #expect(original.contacts.isEmpty)
    }

    @Test("a book made from contacts continues after the highest id, or after a higher stored one")
    func highestID() {
        let contacts = [Contact(id: 4, firstName: "A", lastName: "B"), Contact(id: 2, firstName: "C", lastName: "D")]

        #expect(ContactBook(contacts: contacts).highestID == 4)
        #expect(ContactBook(contacts: contacts, highestID: 7).highestID == 7)
    }

    @Test("two contacts may have the same name")
    func sameNameTwice() throws {
        let name = try Self.name("Ana", "Smith")

        let book = ContactBook().adding(name).book.adding(name).book

        #expect(book.contacts.map(\.id) == [1, 2])
    }

    @Test("sorted contacts follow the list order, and a new contact's sorted index is where it shows")
    func sortedIndex() throws {
        let book = ContactBook(contacts: [
            Contact(id: 1, firstName: "Zed", lastName: "Adams"),
            Contact(id: 2, firstName: "ana", lastName: "Baker"),
        ])

        let (next, added) = book.adding(try Self.name("Émile", "Carter"))

        #expect(next.sortedContacts.map(\.id) == [2, 3, 1])
        #expect(next.sortedIndex(of: added) == 1)
        #expect(book.sortedIndex(of: added) == nil)
    }
}
