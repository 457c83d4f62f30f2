import Models
import TestSupport
import Testing

@testable import VIP

/// The New Contact interactor between a presentation logic spy and a contacts worker spy.
@MainActor
@Suite("AddContactInteractor", .checkingForLeaks, .profilingEachCase)
struct AddContactInteractorTests {
    @Test("valid names are trimmed and saved into the book as it is now, with the next id, kept for the router")
    func save() {
        let (sut, worker, presenter) = makeSUT()

        sut.saveContact(request: AddContact.SaveContact.Request(firstName: "  Ana ", lastName: "Lee\n"))

        #expect(
            worker.askedToSave == [
                ContactBook(contacts: [Fixtures.contact(4, "Tiger", "Nixon"), Fixtures.contact(5, "Ana", "Lee")])
            ])
        #expect(sut.addedContact == Fixtures.contact(5, "Ana", "Lee"))
        #expect(presenter.messages == [.presentSavedContact])
    }

    @Test(
        "names are refused when one is empty after trimming or one is over 100 characters; nothing is saved",
        arguments: [
            ("Ana", " \n", ContactName.Problem.missingName), (String(repeating: "a", count: 101), "Lee", .tooLong),
        ])
    func refused(first: String, last: String, problem: ContactName.Problem) {
        let (sut, worker, presenter) = makeSUT()

        sut.saveContact(request: AddContact.SaveContact.Request(firstName: first, lastName: last))

        #expect(presenter.messages == [.presentRefusal(AddContact.Refusal.Response(reason: .invalidName(problem)))])
        #expect(worker.askedToSave.isEmpty)
        #expect(sut.addedContact == nil)
    }

    @Test("a refused save is presented, and nothing is kept for the list")
    func saveFailure() {
        let (sut, worker, presenter) = makeSUT()
        worker.saveFailure = .saveFailed(reason: "the disk is full")

        sut.saveContact(request: AddContact.SaveContact.Request(firstName: "Ana", lastName: "Lee"))

        #expect(
            presenter.messages == [
                .presentRefusal(AddContact.Refusal.Response(reason: .notSaved(.saveFailed(reason: "the disk is full"))))
            ])
        #expect(sut.addedContact == nil)
    }

    private func makeSUT(
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (AddContactInteractor, ContactsWorkerSpy, AddContactPresentationLogicSpy) {
        let worker = ContactsWorkerSpy([Fixtures.contact(4, "Tiger", "Nixon")])
        let presenter = AddContactPresentationLogicSpy()
        let sut = AddContactInteractor(presenter: presenter, worker: worker)
        for object in [sut, worker, presenter] as [AnyObject] {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        return (sut, worker, presenter)
    }
}
