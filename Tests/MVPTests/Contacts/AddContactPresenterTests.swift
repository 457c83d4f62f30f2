import Models
import TestAids
import TestSupport
import Testing

@testable import MVP

/// The New Contact presenter with no view: a view spy, a fake store, and a delegate spy standing in
/// for the list's presenter, which lends its book and hears of the saved contact.
@MainActor
@Suite("AddContactPresenter", .checkingForLeaks, .profilingEachCase)
struct AddContactPresenterTests {
    @Test("on appearing the first name field gets the focus")
    func focus() {
        let (sut, view, _, _) = makeSUT()

        sut.viewDidAppear()

        #expect(view.messages == [.focusFirstNameField])
    }

    @Test(
        "a first or last name empty after trimming is refused with \"Error\"; nothing is saved, the screen stays",
        arguments: [("", "Ng"), ("Mia", "\t ")])
    func missingName(first: String, last: String) {
        let (sut, view, store, delegate) = makeSUT()

        sut.doneButtonTapped(firstName: first, lastName: last)

        #expect(view.messages == [.alert(notice("Error", "A contact must have first and last names", button: "Ok"))])
        #expect(store.saveCount == 0)
        #expect(delegate.saved.isEmpty)
    }

    @Test("a name longer than 100 characters is refused with \"Error\"")
    func tooLong() {
        let (sut, view, store, _) = makeSUT()

        sut.doneButtonTapped(firstName: String(repeating: "a", count: 101), lastName: "Ng")

        #expect(view.messages == [.alert(notice("Error", "A name can have at most 100 characters", button: "Ok"))])
        #expect(store.saveCount == 0)
    }

    @Test("valid names are saved, trimmed, on top of the delegate's book; the screen closes, then the delegate hears")
    func saves() {
        let ann = Fixtures.contact(1, "Ann", "Lee")
        let (sut, view, store, delegate) = makeSUT(ContactBook(contacts: [ann]))
        var toldWhenDelegateHeard: [AddContactViewSpy.Message] = []
        delegate.onSave = { toldWhenDelegateHeard = view.messages }

        sut.doneButtonTapped(firstName: "  Mia ", lastName: " Ng\n")

        let mia = Fixtures.contact(2, "Mia", "Ng")
        #expect(store.document.contacts == [ann, mia])
        #expect(view.messages == [.close])
        #expect(toldWhenDelegateHeard == [.close])
        #expect(delegate.saved == [.init(contact: mia, book: ContactBook(contacts: [ann, mia]))])
    }

    @Test("a refused save shows the reason; the screen stays and the delegate hears nothing")
    func saveFailure() {
        let (sut, view, store, delegate) = makeSUT()
        store.failNextSave(reason: "the disk is full")

        sut.doneButtonTapped(firstName: "Mia", lastName: "Ng")

        #expect(view.messages == [.alert(notice("Could not save", "Your contact was not saved: the disk is full"))])
        #expect(delegate.saved.isEmpty)
    }

    @Test("Cancel closes the screen and saves nothing")
    func cancel() {
        let (sut, view, store, delegate) = makeSUT()

        sut.cancelButtonTapped()

        #expect(view.messages == [.close])
        #expect(store.saveCount == 0)
        #expect(delegate.saved.isEmpty)
    }

    @Test("the presenter keeps neither its view nor its delegate alive")
    func weakLinks() {
        let (sut, _, _, _) = makeSUT()
        var view: AddContactViewSpy? = AddContactViewSpy()
        var delegate: AddContactPresenterDelegateSpy? = AddContactPresenterDelegateSpy()
        sut.view = view
        sut.delegate = delegate

        view = nil
        delegate = nil

        #expect(sut.view == nil)
        #expect(sut.delegate == nil)
    }

    private func makeSUT(
        _ book: ContactBook = ContactBook(), sourceLocation: SourceLocation = #_sourceLocation
    ) -> (AddContactPresenter, AddContactViewSpy, InMemoryStore<ContactBook>, AddContactPresenterDelegateSpy) {
        let store = InMemoryStore(book)
        let view = AddContactViewSpy()
        let delegate = AddContactPresenterDelegateSpy(contactBook: book)
        let sut = AddContactPresenter(store: store)
        sut.view = view
        sut.delegate = delegate
        for object in [sut, view, store, delegate] as [AnyObject] {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        return (sut, view, store, delegate)
    }
}
