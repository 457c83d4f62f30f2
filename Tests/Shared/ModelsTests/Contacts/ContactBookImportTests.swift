import Models
import Testing

@Suite("ContactBook importing employees")
struct ContactBookImportTests {
    private static func employees(_ names: String...) -> [Employee] {
        names.enumerated().map { index, name in Employee(id: "\(index + 1)", name: name) }
    }

    @Test("each name is trimmed and split at its last space into a new contact with the next id")
    func addsSplitNames() {
        let book = ContactBook(contacts: [Contact(id: 3, firstName: "Zed", lastName: "Adams")])

        let result = book.importing(Self.employees(" Tiger Nixon ", "Ana María López"))

        #expect(
            result.added == [
                Contact(id: 4, firstName: "Tiger", lastName: "Nixon"),
                Contact(id: 5, firstName: "Ana María", lastName: "López"),
            ])
        #expect(result.skipped == 0)
        #expect(result.book.contacts.map(\.id) == [3, 4, 5])
        #expect(result.book.highestID == 5)
    }

    @Test("a name with no space is skipped")
    func skipsSingleNames() {
        let result = ContactBook().importing(Self.employees("Cher", "Tiger Nixon"))

        #expect(result.added.map(\.fullName) == ["Tiger Nixon"])
        #expect(result.skipped == 1)
    }

    @Test("a name with a part longer than 100 characters is skipped")
    func skipsTooLongNames() {
        let tooLong = String(repeating: "a", count: 101)

        let result = ContactBook().importing(Self.employees("\(tooLong) Nixon", "Tiger \(tooLong)"))

        #expect(result.added.isEmpty)
        #expect(result.skipped == 2)
    }

    @Test("a name already in the book, compared without case or diacritics, is skipped")
    func skipsExistingNames() {
        let book = ContactBook(contacts: [Contact(id: 1, firstName: "Garrett", lastName: "Winters")])

        let result = book.importing(Self.employees("garrétt WINTERS", "Ashton Cox"))

        #expect(result.added.map(\.fullName) == ["Ashton Cox"])
        #expect(result.skipped == 1)
        #expect(result.book.contacts.count == 2)
    }

    @Test("a name earlier in the same answer, compared without case or diacritics, is skipped")
    func skipsRepeatedNames() {
        let result = ContactBook().importing(Self.employees("Tiger Nixon", "tiger nixon", "Tïger  Nixon"))

        #expect(result.added == [Contact(id: 1, firstName: "Tiger", lastName: "Nixon")])
        #expect(result.skipped == 2)
    }

    @Test("the counts add up to the answer: added plus skipped is every employee")
    func counts() {
        let book = ContactBook(contacts: [Contact(id: 1, firstName: "Ashton", lastName: "Cox")])

        let result = book.importing(Self.employees("Tiger Nixon", "Cher", "Ashton Cox", "Tiger Nixon", "Cedric Kelly"))

        #expect(result.added.map(\.fullName) == ["Tiger Nixon", "Cedric Kelly"])
        #expect(result.skipped == 3)
    }

    @Test("records whose name could not be read are skipped and counted, apart and in the skipped total")
    func unreadableRecords() {
        let employees = [
            Employee(id: "1", name: nil), Employee(id: "2", name: "Tiger Nixon"), Employee(id: nil, name: nil),
            Employee(id: "4", name: "Cher"),
        ]

        let result = ContactBook().importing(employees)

        #expect(result.added == [Contact(id: 1, firstName: "Tiger", lastName: "Nixon")])
        #expect(result.unreadable == 2)
        #expect(result.skipped == 3)
    }

    @Test("the imported contacts join the list order among the ones already there")
    func sortedAfterImport() {
        let book = ContactBook(contacts: [
            Contact(id: 1, firstName: "Mia", lastName: "Ng"), Contact(id: 2, firstName: "émile", lastName: "Zola"),
        ])

        let result = book.importing(Self.employees("Zed Young", "Ann Lee", "Eva Long", "Olga Berg"))

        #expect(
            result.book.sortedContacts.map(\.fullName) == [
                "Ann Lee", "émile Zola", "Eva Long", "Mia Ng", "Olga Berg", "Zed Young",
            ])
        #expect(result.book.contacts.map(\.id) == [1, 2, 3, 4, 5, 6])
        #expect(result.book.sortedIndex(of: Contact(id: 5, firstName: "Eva", lastName: "Long")) == 2)
    }

    @Test("an empty answer adds nothing and skips nothing")
    func emptyAnswer() {
        let book = ContactBook(contacts: [Contact(id: 1, firstName: "Ashton", lastName: "Cox")])

        let result = book.importing([])

        #expect(result.book == book)
        #expect(result.added.isEmpty)
        #expect(result.skipped == 0)
    }
}
