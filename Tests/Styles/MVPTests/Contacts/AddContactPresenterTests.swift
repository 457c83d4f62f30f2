import CaseProfiles
import Models
import TestAids
import TestSupport
import Testing

@testable import MVP

/// The New Contact presenter with no view: a view spy, and a delegate stub standing in for the list's
/// presenter, which adds the contact and may refuse.
@MainActor
@Suite("AddContactPresenter", .checkingForLeaks, .profilingEachCase)
struct AddContactPresenterTests {
    @Test(
        "a first or last name empty after trimming is refused with \"Error\"; nothing is added, the screen stays",
        arguments: [("", "Ng"), ("Mia", "\t ")])
    func missingName(first: String, last: String) {
        let (sut, view, delegate) = makeSUT()
        sut.firstNameChanged(first)
        sut.lastNameChanged(last)

        sut.doneButtonTapped()

        #expect(view.messages == [.alert(notice("Error", "A contact must have first and last names", button: "Ok"))])
        #expect(delegate.addedNames.isEmpty)
    }

    @Test("a name longer than 100 characters is refused with \"Error\"")
    func tooLong() {
        let (sut, view, delegate) = makeSUT()
        sut.firstNameChanged(String(repeating: "a", count: 101))
        sut.lastNameChanged("Ng")

        sut.doneButtonTapped()

        #expect(view.messages == [.alert(notice("Error", "A name can have at most 100 characters", button: "Ok"))])
        #expect(delegate.addedNames.isEmpty)
    }

    @Test("Done hands the names as last typed, trimmed, to the list's presenter, and the screen closes")
    func adds() {
        let (sut, view, delegate) = makeSUT()
        sut.firstNameChanged("M")
        sut.firstNameChanged("  Mia ")
        sut.lastNameChanged(" Ng\n")

        sut.doneButtonTapped()

        #expect(delegate.addedNames.map { [$0.firstName, $0.lastName] } == [["Mia", "Ng"]])
        #expect(view.messages == [.close])
    }

    @Test("a refused save shows the reason and the screen stays")
    func saveFailure() {
        let (sut, view, delegate) = makeSUT()
        delegate.refusal = .saveFailed(reason: "the disk is full")
        sut.firstNameChanged("Mia")
        sut.lastNameChanged("Ng")

        sut.doneButtonTapped()

        #expect(view.messages == [.alert(notice("Could not save", "Your contact was not saved: the disk is full"))])
    }

    @Test("Cancel closes the screen and adds nothing")
    func cancel() {
        let (sut, view, delegate) = makeSUT()
        sut.firstNameChanged("Mia")
        sut.lastNameChanged("Ng")

        sut.cancelButtonTapped()

        #expect(view.messages == [.close])
        #expect(delegate.addedNames.isEmpty)
    }

    func makeSUT(
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (AddContactPresenter, AddContactViewSpy, AddContactPresenterDelegateStub) {
        let view = AddContactViewSpy()
        let delegate = AddContactPresenterDelegateStub()
        let sut = AddContactPresenter(delegate: delegate)
        sut.view = view
        for object in [sut, view, delegate] as [AnyObject] {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        return (sut, view, delegate)
    }
}
