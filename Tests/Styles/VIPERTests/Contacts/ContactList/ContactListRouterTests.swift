import CaseProfiles
import HeadlessUI
import Models
import TestAids
import TestSupport
import Testing

@testable import VIPER

@MainActor
@Suite("ContactListRouter", .checkingForLeaks, .profilingEachCase)
struct ContactListRouterTests {
    @Test("Add presents New Contact modally in its own navigation stack")
    func presentsAddContact() throws {
        let (sut, host) = makeSUT()
        let delegate = AddContactModuleDelegateSpy()

        sut.presentAddContact(delegate: delegate)

        let addContact = try #require(host.presentedScreen(AddContactViewController.self))
        #expect(addContact.title == "New Contact")
    }

    @Test("the New Contact it presents saves into the book it shares and reports the contact to the delegate")
    func newContactSharesTheBook() throws {
        let store = InMemoryStore(ContactBook(contacts: [Fixtures.contact(1, "Tiger", "Nixon")]))
        let (sut, host) = makeSUT(store: store)
        let delegate = AddContactModuleDelegateSpy()
        sut.presentAddContact(delegate: delegate)
        let addContact = try #require(host.presentedScreen(AddContactViewController.self))

        try addContact.element("contact.firstName", as: TextField.self).enterText("Ana")
        try addContact.element("contact.lastName", as: TextField.self).enterText("Lee")
        addContact.navigationItem.rightBarButtonItem?.tap()

        #expect(delegate.addedContactIDs == [2])
        #expect(store.document.contacts.map(\.fullName) == ["Tiger Nixon", "Ana Lee"])
        #expect(host.showsModalScreen == false)
    }

    @Test("each Add builds a fresh New Contact module, and a closed one is released")
    func freshModuleEachTime() {
        let (sut, host) = makeSUT()
        let delegate = AddContactModuleDelegateSpy()
        sut.presentAddContact(delegate: delegate)
        weak let first = host.window.presentationChain.last
        first?.dismiss(animated: false)

        sut.presentAddContact(delegate: delegate)

        #expect(first == nil)
        #expect(host.window.presentationChain.last is NavigationController)
    }

    /// A router over a loaded book whose screen is at the root of a window.
    private func makeSUT(
        store: InMemoryStore<ContactBook> = InMemoryStore<ContactBook>(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (ContactListRouter, TestWindow) {
        let screen = ViewController()
        let dataManager = ContactBookDataManager(store: store)
        try? dataManager.load()
        let sut = ContactListRouter(dataManager: dataManager)
        sut.viewController = screen
        for object in [sut, screen, dataManager] as [AnyObject] {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        return (sut, TestWindow(showing: screen))
    }
}
