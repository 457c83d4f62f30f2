import CaseProfiles
import HeadlessUI
import Models
import TestAids
import TestSupport
import Testing

@testable import MVC

/// The New Contact screen on its own, presented as the list presents it, over a model controller
/// that a spy observes in place of the list.
@Suite("AddContactViewController", .checkingForLeaks, .profilingEachCase)
@MainActor
struct AddContactViewControllerTests {
    @Test("is titled \"New Contact\", with two empty fields and their placeholders")
    func layout() throws {
        let (screen, _, _) = makeSUT()

        #expect(screen.controller.title == "New Contact")
        #expect(try screen.firstNameField().placeholder == "First name")
        #expect(try screen.lastNameField().placeholder == "Last name")
        #expect(try screen.texts().map { $0 ?? "" } == ["", ""])
    }

    @Test("has Cancel on the left and Done, in the done style, on the right")
    func barButtons() throws {
        let (screen, _, _) = makeSUT()

        #expect(try screen.cancelButton().title == "Cancel")
        #expect(try screen.cancelButton().accessibilityIdentifier == "contact.cancel")
        #expect(try screen.doneButton().title == "Done")
        #expect(try screen.doneButton().accessibilityIdentifier == "contact.done")
        #expect(try screen.doneButton().style == .done)
    }

    @Test("focuses the first name field once it appears")
    func focus() throws {
        let (screen, _, _) = makeSUT()

        #expect(try screen.firstNameField().isFirstResponder)
        #expect(try screen.lastNameField().isFirstResponder == false)
    }

    @Test("Done saves the trimmed contact through the model, which announces it, and the screen closes")
    func doneSaves() throws {
        let (screen, store, list) = makeSUT(Fixtures.contact(1, "Grace", "Hopper"))

        try screen.submit(firstName: "  Ada ", lastName: "\nLovelace\t")

        #expect(store.document.contacts.last == Fixtures.contact(2, "Ada", "Lovelace"))
        #expect(list.changes.last == .inserted(at: 0))
        #expect(screen.host.showsModalScreen == false)
    }

    @Test(
        "Done with a first or last name empty after trimming explains it, keeps the text and saves nothing",
        arguments: [("", "Lovelace"), ("Ada", "\n ")])
    func missingName(firstName: String, lastName: String) throws {
        let (screen, store, _) = makeSUT()

        try screen.submit(firstName: firstName, lastName: lastName)

        #expect(
            try screen.host.alert()
                == AlertSnapshot(
                    title: "Error", message: "A contact must have first and last names", buttons: [.default("Ok")]))
        try screen.host.tapAlertButton("Ok")
        #expect(try screen.texts() == [firstName, lastName])
        #expect(store.saveCount == 0)
    }

    @Test("Done with a name of 101 characters explains the limit and saves nothing")
    func nameTooLong() throws {
        let (screen, store, _) = makeSUT()

        try screen.submit(firstName: String(repeating: "a", count: 101), lastName: "Lovelace")

        #expect(
            try screen.host.alert()
                == AlertSnapshot(
                    title: "Error", message: "A name can have at most 100 characters", buttons: [.default("Ok")]))
        #expect(store.saveCount == 0)
    }

    @Test("a refused save says why over the screen, which stays open with its text")
    func saveFailure() throws {
        let (screen, store, _) = makeSUT()
        store.failNextSave(reason: "the disk is full")

        try screen.submit(firstName: "Ada", lastName: "Lovelace")

        #expect(try screen.host.alert() == .ok("Could not save", "Your contact was not saved: the disk is full"))
        try screen.host.tapAlertButton("OK")
        #expect(screen.host.showsModalScreen)
        #expect(try screen.texts() == ["Ada", "Lovelace"])
    }

    @Test("Cancel closes the screen and saves nothing")
    func cancel() throws {
        let (screen, store, list) = makeSUT()
        try screen.firstNameField().enterText("Ada")

        try screen.cancelButton().tap()

        #expect(screen.host.showsModalScreen == false)
        #expect(store.saveCount == 0)
        #expect(list.changes.contains(.inserted(at: 0)) == false)
    }

    // MARK: Helpers

    func makeSUT(
        _ contacts: Contact..., sourceLocation: SourceLocation = #_sourceLocation
    ) -> (
        screen: AddContactScreen, store: InMemoryStore<ContactBook>,
        list: ModelChangeSpy<ContactBookModelController.Change>
    ) {
        let store = InMemoryStore(ContactBook(contacts: contacts))
        let model = ContactBookModelController(store: store)
        let list = ModelChangeSpy<ContactBookModelController.Change>()
        model.addObserver(list, onChange: list.record)
        let sut = AddContactViewController(model: model)
        for object in [sut, model, store, list] as [AnyObject] {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        return (AddContactScreen(controller: sut, host: TestWindow(presenting: sut)), store, list)
    }
}
