import Models
import TestSupport
import Testing

@testable import VIP

extension AddContactInteractorTests {
    @Test(
        "text in either field after trimming is an unsaved change; spaces and newlines alone are not",
        arguments: [("Ada", "", true), ("", " Lovelace", true), ("  ", "\n", false)])
    func unsavedChanges(first: String, last: String, hasChanges: Bool) {
        let (sut, _, presenter) = makeSUT()

        type(first, last, into: sut)

        #expect(presenter.messages.last == .presentUnsavedChanges(hasChanges: hasChanges))
    }

    @Test("a first name typed alone is an unsaved change at once")
    func firstNameAlone() {
        let (sut, _, presenter) = makeSUT()

        sut.firstNameChanged(request: CreateContact.FirstNameChanged.Request(text: "Ada"))

        #expect(presenter.messages == [.presentUnsavedChanges(hasChanges: true)])
    }

    @Test("text typed and then deleted leaves no unsaved change")
    func deletedText() {
        let (sut, _, presenter) = makeSUT()
        type("Ada", "Lovelace", into: sut)

        type("", " ", into: sut)

        #expect(presenter.messages.last == .presentUnsavedChanges(hasChanges: false))
    }

    @Test("a refused swipe down asks whether to discard the text, and saves nothing")
    func swipeDownRefused() {
        let (sut, worker, presenter) = makeSUT()
        type("", "Lovelace", into: sut)

        sut.swipeDownRefused(request: CreateContact.SwipeDownRefused.Request())

        #expect(presenter.messages.last == .presentDiscardConfirmation)
        #expect(worker.askedToSave.isEmpty)
    }

    @Test("an empty form swiped away ends the scene as Cancel does: nothing saved, nothing kept for the list")
    func swipedDown() {
        let (sut, worker, presenter) = makeSUT()

        sut.swipedDown(request: CreateContact.SwipedDown.Request())

        #expect(presenter.messages == [.presentDismissal])
        #expect(worker.askedToSave.isEmpty)
        #expect(sut.addedContact == nil)
        #expect(sut.savedBook == nil)
    }

    @Test("Discard Changes ends the scene with the names typed unsaved and nothing kept for the list")
    func discardChanges() {
        let (sut, worker, presenter) = makeSUT()
        type("Ada", "Lovelace", into: sut)
        sut.swipeDownRefused(request: CreateContact.SwipeDownRefused.Request())

        sut.alertButtonTapped(request: CreateContact.AlertButtonTapped.Request(choice: .discardChanges))

        #expect(presenter.messages.last == .presentDismissal)
        #expect(worker.askedToSave.isEmpty)
        #expect(sut.addedContact == nil)
    }

    @Test("Keep Editing sends nothing, so the names stay: Done then saves them")
    func keepEditing() {
        let (sut, worker, _) = makeSUT()
        type("Ada", "Lovelace", into: sut)
        sut.swipeDownRefused(request: CreateContact.SwipeDownRefused.Request())

        sut.doneButtonTapped(request: CreateContact.DoneButtonTapped.Request())

        #expect(
            worker.askedToSave == [
                ContactBook(contacts: [Fixtures.contact(4, "Tiger", "Nixon"), Fixtures.contact(5, "Ada", "Lovelace")])
            ])
    }
}
