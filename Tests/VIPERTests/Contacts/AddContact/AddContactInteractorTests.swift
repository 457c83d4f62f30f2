import Models
import TestSupport
import Testing

@testable import VIPER

@MainActor
@Suite("New Contact interactor", .checkingForLeaks)
struct AddContactInteractorTests {
    private let stored = ContactBook(contacts: [Samples.contact(4, "Tiger", "Nixon")])

    @Test("valid names are trimmed, saved in the book with the next id, and reported")
    func add() {
        let (sut, store, output) = makeSUT()

        sut.addContact(firstName: "  Ana ", lastName: "Lee\n")

        let contact = Samples.contact(5, "Ana", "Lee")
        let book = ContactBook(contacts: stored.contacts + [contact])
        #expect(output.messages == [.didAdd(contact, book)])
        #expect(store.document == book)
        #expect(store.saveCount == 1)
    }

    @Test("two contacts may have the same name")
    func sameName() {
        let (sut, store, _) = makeSUT()

        sut.addContact(firstName: "Tiger", lastName: "Nixon")

        #expect(store.document.contacts.map(\.fullName) == ["Tiger Nixon", "Tiger Nixon"])
    }

    @Test(
        "names are refused when one is empty after trimming or one is over 100 characters; nothing is saved",
        arguments: [
            ("", "Lee", ContactName.Problem.missingName), ("Ana", " \n", .missingName),
            (String(repeating: "a", count: 101), "Lee", .tooLong),
            ("Ana", String(repeating: "ß", count: 101), .tooLong),
        ])
    func refused(first: String, last: String, problem: ContactName.Problem) {
        let (sut, store, output) = makeSUT()

        sut.addContact(firstName: first, lastName: last)

        #expect(output.messages == [.didRejectName(problem)])
        #expect(store.saveCount == 0)
    }

    @Test("names of exactly 100 characters, right-to-left and combining marks included, are accepted")
    func longestNames() {
        let (sut, store, _) = makeSUT()
        let first = String(repeating: "سلام", count: 25)
        let last = String(repeating: "n\u{303}", count: 100)

        sut.addContact(firstName: first, lastName: last)

        #expect(store.document.contacts.last?.firstName == first)
        #expect(store.document.contacts.last?.lastName == last)
    }

    @Test("a refused save is reported and the book stays as it was")
    func saveFailure() {
        let (sut, store, output) = makeSUT()
        store.failNextSave(reason: "the disk is full")

        sut.addContact(firstName: "Ana", lastName: "Lee")

        #expect(output.messages == [.didFailToSave(.saveFailed(reason: "the disk is full"))])
        #expect(store.document == stored)
        #expect(sut.dataManager.book == stored)
    }

    private func makeSUT(
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (AddContactInteractor, InMemoryStore<ContactBook>, AddContactInteractorOutputSpy) {
        let store = InMemoryStore(stored)
        let dataManager = ContactBookDataManager(store: store)
        _ = try? dataManager.load()
        let output = AddContactInteractorOutputSpy()
        let sut = AddContactInteractor(dataManager: dataManager)
        sut.output = output
        for object in [sut, store, output, dataManager] as [AnyObject] {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        return (sut, store, output)
    }
}
