import Models
import TestAids
import TestSupport
import Testing

@testable import VIPER

@MainActor
@Suite("AddContactInteractor", .checkingForLeaks, .profilingEachCase)
struct AddContactInteractorTests {
    private let stored = ContactBook(contacts: [Fixtures.contact(4, "Tiger", "Nixon")])

    @Test("valid names are trimmed, saved in the shared book with the next id, and reported by id")
    func add() {
        let (sut, store, output) = makeSUT()

        sut.addContact(firstName: "  Ana ", lastName: "Lee\n")

        #expect(output.messages == [.didAddContact(id: 5)])
        #expect(store.document.contacts == [Fixtures.contact(4, "Tiger", "Nixon"), Fixtures.contact(5, "Ana", "Lee")])
        #expect(store.saveCount == 1)
    }

    @Test(
        "names are refused when one is empty after trimming or one is over 100 characters; nothing is saved",
        arguments: [
            ("Ana", " \n", ContactName.Problem.missingName), (String(repeating: "a", count: 101), "Lee", .tooLong),
        ])
    func refused(first: String, last: String, problem: ContactName.Problem) {
        let (sut, store, output) = makeSUT()

        sut.addContact(firstName: first, lastName: last)

        #expect(output.messages == [.didRejectName(problem)])
        #expect(store.saveCount == 0)
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
        try? dataManager.load()
        let output = AddContactInteractorOutputSpy()
        let sut = AddContactInteractor(dataManager: dataManager)
        sut.output = output
        for object in [sut, store, output, dataManager] as [AnyObject] {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        return (sut, store, output)
    }
}
