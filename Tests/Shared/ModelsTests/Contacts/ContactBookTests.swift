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

    @Test("removing deletes exactly that contact from both orders and keeps the highest id, so it is not reused")
    func removing() throws {
        let book = ContactBook(contacts: [
            Contact(id: 1, firstName: "Zed", lastName: "Adams"),
            Contact(id: 2, firstName: "Ana", lastName: "Baker"),
            Contact(id: 3, firstName: "Bob", lastName: "Carter"),
        ])

        let removed = book.removing(id: 3)
        let (next, added) = removed.adding(try Self.name("Cleo", "Dunn"))

        #expect(removed.contacts.map(\.id) == [1, 2])
        #expect(removed.sortedContacts.map(\.id) == [2, 1])
        #expect(removed.highestID == 3)
        #expect(added.id == 4)
        #expect(next.sortedContacts.map(\.id) == [2, 4, 1])
    }

    @Test("removing one of two contacts with the same name removes the one with that id")
    func removingTwin() {
        let book = ContactBook(contacts: [
            Contact(id: 1, firstName: "Ana", lastName: "Smith"),
            Contact(id: 2, firstName: "Ana", lastName: "Smith"),
        ])

        let removed = book.removing(id: 2)

        #expect(removed.contacts == [Contact(id: 1, firstName: "Ana", lastName: "Smith")])
        #expect(removed.sortedContacts == [Contact(id: 1, firstName: "Ana", lastName: "Smith")])
    }

    @Test("a contact is found by its id, and removing an unknown id leaves the book as it was")
    func unknownID() {
        let book = ContactBook(contacts: [Contact(id: 1, firstName: "Ana", lastName: "Smith")])

        #expect(book.contact(withID: 1) == Contact(id: 1, firstName: "Ana", lastName: "Smith"))
        #expect(book.contact(withID: 42) == nil)
        #expect(book.removing(id: 42) == book)
        #expect(book.removing(id: 42).sortedContacts == book.sortedContacts)
    }
}
