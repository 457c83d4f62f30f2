import CaseProfiles
import Models
import TestAids
import TestSupport
import Testing

@testable import VIPER

@MainActor
@Suite("AddContactInteractor", .checkingForLeaks, .profilingEachCase)
struct AddContactInteractorTests {
    private let stored = ContactBook(contacts: [Fixtures.contact(4, "Tiger", "Nixon")])

    @Test("the typed names are trimmed, saved in the shared book with the next id, and reported by id")
    func add() {
        let (sut, store, output, dataManager) = makeSUT()
        sut.changeFirstName(to: "  Ana ")
        sut.changeLastName(to: "Lee\n")

        sut.saveContact()

        #expect(output.messages.last == .didSaveContact(id: 5))
        #expect(store.document.contacts == [Fixtures.contact(4, "Tiger", "Nixon"), Fixtures.contact(5, "Ana", "Lee")])
        #expect(dataManager.book.contacts.map(\.id) == [4, 5])
    }

    @Test("the names saved are the last ones typed")
    func lastTyped() {
        let (sut, store, _, _) = makeSUT()
        sut.changeFirstName(to: "A")
        sut.changeFirstName(to: "Ana")
        sut.changeLastName(to: "L")
        sut.changeLastName(to: "Lee")

        sut.saveContact()

        #expect(store.document.contacts.last == Fixtures.contact(5, "Ana", "Lee"))
    }

    @Test(
        "names are refused when one is empty after trimming or one is over 100 characters; nothing is saved",
        arguments: [
            ("Ana", " \n", AddContactNameProblem.missingName), ("", "Lee", .missingName),
            (String(repeating: "a", count: 101), "Lee", .tooLong),
        ])
    func refused(first: String, last: String, problem: AddContactNameProblem) {
        let (sut, store, output, _) = makeSUT()
        sut.changeFirstName(to: first)
        sut.changeLastName(to: last)

        sut.saveContact()

        #expect(output.messages.last == .didRejectName(problem))
        #expect(store.saveCount == 0)
    }

    @Test("a refused save is reported and the book stays as it was")
    func saveFailure() {
        let (sut, store, output, dataManager) = makeSUT()
        sut.changeFirstName(to: "Ana")
        sut.changeLastName(to: "Lee")
        store.failNextSave(reason: "the disk is full")

        sut.saveContact()

        #expect(output.messages.last == .didFailToSave(.saveFailed(reason: "the disk is full")))
        #expect(store.document == stored)
        #expect(dataManager.book == stored)
    }

    func makeSUT(
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (AddContactInteractor, InMemoryStore<ContactBook>, AddContactInteractorOutputSpy, ContactBookDataManager) {
        let store = InMemoryStore(stored)
        let dataManager = ContactBookDataManager(store: store)
        try? dataManager.load()
        let output = AddContactInteractorOutputSpy()
        let sut = AddContactInteractor(dataManager: dataManager)
        sut.output = output
        for object in [sut, store, output, dataManager] as [AnyObject] {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        return (sut, store, output, dataManager)
    }
}
