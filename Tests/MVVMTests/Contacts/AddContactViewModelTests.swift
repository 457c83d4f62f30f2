import Models
import TestSupport
import Testing

@testable import MVVM

@Suite(.checkingForLeaks)
@MainActor
struct AddContactViewModelTests {
    @Test(
        "a first or last name empty after trimming is refused with \"Error\" and nothing is saved",
        arguments: [("", "Ng"), ("Mia", ""), (" \n", "Ng"), ("Mia", "\t "), ("", "")])
    func missingName(first: String, last: String) {
        let (sut, store, delegate) = makeSUT()

        enter(first, last, into: sut)
        sut.doneButtonTapped()

        #expect(
            sut.alert.value?.summary
                == .notice("Error", "A contact must have first and last names", button: "Ok"))
        #expect(sut.isFinished.value == false)
        #expect(store.saveCount == 0)
        #expect(delegate.saved.isEmpty)
    }

    @Test(
        "a name longer than 100 characters is refused with \"Error\"",
        arguments: [(String(repeating: "a", count: 101), "Ng"), ("Mia", String(repeating: "ß", count: 101))])
    func tooLong(first: String, last: String) {
        let (sut, store, delegate) = makeSUT()

        enter(first, last, into: sut)
        sut.doneButtonTapped()

        #expect(
            sut.alert.value?.summary == .notice("Error", "A name can have at most 100 characters", button: "Ok"))
        #expect(sut.isFinished.value == false)
        #expect(store.saveCount == 0)
        #expect(delegate.saved.isEmpty)
    }

    @Test("names of exactly 100 characters are accepted")
    func hundredCharacters() {
        let (sut, store, delegate) = makeSUT()
        let long = String(repeating: "ü", count: 100)

        enter(long, long, into: sut)
        sut.doneButtonTapped()

        #expect(store.document.contacts.map(\.firstName) == [long])
        #expect(sut.alert.value == nil)
        #expect(delegate.saved.count == 1)
    }

    @Test("\"Ok\" on an error closes the alert and keeps the screen")
    func errorDismissed() throws {
        let (sut, _, _) = makeSUT()
        let alerts = History(sut.alert)

        sut.doneButtonTapped()
        try sut.alert.choose("Ok")

        #expect(alerts.values.map(\.?.title) == [nil, "Error", nil])
        #expect(sut.isFinished.value == false)
    }

    @Test(
        "valid names: the trimmed contact is saved into the delegate's book, the screen closes, then the list is told")
    func saves() throws {
        let existing = ContactFixtures.book("Ann Lee")
        let (sut, store, delegate) = makeSUT(book: existing)
        let finished = History(sut.isFinished)

        enter("  Mia ", " Ng\n", into: sut)
        sut.doneButtonTapped()

        let contact = Contact(id: 2, firstName: "Mia", lastName: "Ng")
        #expect(store.document.contacts == existing.contacts + [contact])
        #expect(store.saveCount == 1)
        #expect(finished.values == [false, true])
        #expect(delegate.saved == [.init(book: store.document, contact: contact, wasFinished: true)])
        #expect(sut.alert.value == nil)
    }

    @Test("the book is read from the delegate when Done is tapped, not when the screen opened")
    func readsBookAtSave() {
        let (sut, store, delegate) = makeSUT()
        delegate.contactBook = ContactFixtures.book("Tiger Nixon")

        enter("Mia", "Ng", into: sut)
        sut.doneButtonTapped()

        #expect(store.document.contacts.map(\.fullName) == ["Tiger Nixon", "Mia Ng"])
    }

    @Test("two contacts may have the same name")
    func sameName() {
        let (sut, store, delegate) = makeSUT(book: ContactFixtures.book("Mia Ng"))

        enter("Mia", "Ng", into: sut)
        sut.doneButtonTapped()

        #expect(store.document.contacts.map(\.fullName) == ["Mia Ng", "Mia Ng"])
        #expect(store.document.contacts.map(\.id) == [1, 2])
        #expect(delegate.saved.map(\.contact.id) == [2])
    }

    @Test("a failed save shows the reason, keeps the screen and tells the list nothing")
    func failedSave() {
        let (sut, store, delegate) = makeSUT()
        store.failNextSave(reason: "the disk is full")

        enter("Mia", "Ng", into: sut)
        sut.doneButtonTapped()

        #expect(
            sut.alert.value?.summary == .notice("Could not save", "Your contact was not saved: the disk is full"))
        #expect(sut.isFinished.value == false)
        #expect(delegate.saved.isEmpty)
        #expect(store.document.contacts.isEmpty)
    }

    @Test("\"Cancel\" closes the screen and saves nothing")
    func cancel() {
        let (sut, store, delegate) = makeSUT()

        enter("Mia", "Ng", into: sut)
        sut.cancelButtonTapped()

        #expect(sut.isFinished.value == true)
        #expect(store.saveCount == 0)
        #expect(delegate.saved.isEmpty)
    }

    @Test("the view model holds its delegate weakly; with the list gone, Done does nothing")
    func delegateGone() {
        let store = InMemoryStore<ContactBook>()
        var delegate: AddContactDelegateSpy? = AddContactDelegateSpy()
        let sut = AddContactViewModel(store: store, delegate: delegate ?? AddContactDelegateSpy())
        trackForMemoryLeaks(sut)
        weak let released = delegate

        delegate = nil
        enter("Mia", "Ng", into: sut)
        sut.doneButtonTapped()

        #expect(released == nil)
        #expect(store.saveCount == 0)
    }

    private func makeSUT(
        book: ContactBook = ContactBook(), sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: AddContactViewModel, store: InMemoryStore<ContactBook>, delegate: AddContactDelegateSpy) {
        let store = InMemoryStore(book)
        let delegate = AddContactDelegateSpy(book: book)
        let sut = AddContactViewModel(store: store, delegate: delegate)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(delegate, sourceLocation: sourceLocation)
        return (sut, store, delegate)
    }

    private func enter(_ first: String, _ last: String, into sut: AddContactViewModel) {
        sut.firstNameChanged(first)
        sut.lastNameChanged(last)
    }
}
