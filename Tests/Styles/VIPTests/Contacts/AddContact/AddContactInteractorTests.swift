import CaseProfiles
import Models
import TestSupport
import Testing

@testable import VIP

/// The New Contact interactor between a presentation logic spy and a contacts worker stub.
@MainActor
@Suite("AddContactInteractor", .checkingForLeaks, .profilingEachCase)
struct AddContactInteractorTests {
    @Test(
        "Done saves the names as typed last, trimmed, into the book as stored now, with the next id, kept for the router"
    )
    func save() {
        let (sut, worker, presenter) = makeSUT()
        type("Bob", "Lee", into: sut)
        type("  Ana ", "Lee\n", into: sut)

        sut.doneButtonTapped(request: CreateContact.DoneButtonTapped.Request())

        let saved = ContactBook(contacts: [Fixtures.contact(4, "Tiger", "Nixon"), Fixtures.contact(5, "Ana", "Lee")])
        #expect(worker.askedToSave == [saved])
        #expect(sut.addedContact == Fixtures.contact(5, "Ana", "Lee"))
        #expect(sut.savedBook == saved)
        #expect(presenter.messages.last == .presentSavedContact)
    }

    @Test(
        "names are refused when one is empty after trimming or one is over 100 characters; nothing is saved",
        arguments: [
            ("Ana", " \n", ContactName.Problem.missingName), (String(repeating: "a", count: 101), "Lee", .tooLong),
        ])
    func refused(first: String, last: String, problem: ContactName.Problem) {
        let (sut, worker, presenter) = makeSUT()
        type(first, last, into: sut)

        sut.doneButtonTapped(request: CreateContact.DoneButtonTapped.Request())

        #expect(
            presenter.messages.last == .presentRefusal(CreateContact.Refusal.Response(reason: .invalidName(problem))))
        #expect(worker.askedToSave.isEmpty)
        #expect(sut.addedContact == nil)
    }

    @Test("a refused save is presented, and nothing is kept for the list")
    func saveFailure() {
        let (sut, worker, presenter) = makeSUT()
        worker.saveFailure = .saveFailed(reason: "the disk is full")
        type("Ana", "Lee", into: sut)

        sut.doneButtonTapped(request: CreateContact.DoneButtonTapped.Request())

        #expect(
            presenter.messages.last
                == .presentRefusal(
                    CreateContact.Refusal.Response(reason: .notSaved(.saveFailed(reason: "the disk is full")))))
        #expect(sut.addedContact == nil)
        #expect(sut.savedBook == nil)
    }

    @Test("a book that cannot be read is a refusal too, and nothing is saved")
    func loadFailure() {
        let (sut, worker, presenter) = makeSUT()
        worker.loadResult = .failure(.unreadableNotKept(reason: "the file is locked"))
        type("Ana", "Lee", into: sut)

        sut.doneButtonTapped(request: CreateContact.DoneButtonTapped.Request())

        #expect(
            presenter.messages.last
                == .presentRefusal(
                    CreateContact.Refusal.Response(reason: .notSaved(.unreadableNotKept(reason: "the file is locked"))))
        )
        #expect(worker.askedToSave.isEmpty)
    }

    func type(_ firstName: String, _ lastName: String, into sut: AddContactInteractor) {
        sut.firstNameChanged(request: CreateContact.FirstNameChanged.Request(text: firstName))
        sut.lastNameChanged(request: CreateContact.LastNameChanged.Request(text: lastName))
    }

    func makeSUT(
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (AddContactInteractor, ContactsWorkerStub, AddContactPresentationLogicSpy) {
        let worker = ContactsWorkerStub()
        worker.loadResult = .success(ContactBook(contacts: [Fixtures.contact(4, "Tiger", "Nixon")]))
        let presenter = AddContactPresentationLogicSpy()
        let sut = AddContactInteractor(presenter: presenter, worker: worker)
        for object in [sut, worker, presenter] as [AnyObject] {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        return (sut, worker, presenter)
    }
}
