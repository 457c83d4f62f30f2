import HeadlessUI
import Models
import TestSupport
import Testing

@testable import VIP

/// New Contact's router between real screens (the contacts screen in a window, New Contact presented
/// over it) whose interactors are spies and data stores.
@MainActor
@Suite("AddContactRouter", .checkingForLeaks, .profilingEachCase)
struct AddContactRouterTests {
    @Test("a saved contact is passed into the list's data store, and the list, on screen again, is asked to show it")
    func passesSavedContact() {
        let (sut, scenes) = makeSUT()
        scenes.addContact.addedContact = Fixtures.contact(5, "Ana", "Lee")
        var screensShownWhenAsked: Int?
        scenes.contactList.onCall = { [weak window = scenes.window.window] in
            screensShownWhenAsked = window?.presentationChain.count
        }

        sut.routeToContactList()

        #expect(scenes.contactList.addedContact == Fixtures.contact(5, "Ana", "Lee"))
        #expect(scenes.contactList.messages.last == .showAddedContact(passedIn: Fixtures.contact(5, "Ana", "Lee")))
        #expect(screensShownWhenAsked == 1)
        #expect(scenes.window.showsModalScreen == false)
    }

    @Test("with nothing saved, as after Cancel, New Contact only closes and the list is told nothing")
    func nothingSaved() {
        let (sut, scenes) = makeSUT()
        let before = scenes.contactList.messages

        sut.routeToContactList()

        #expect(scenes.contactList.messages == before)
        #expect(scenes.contactList.addedContact == nil)
        #expect(scenes.window.showsModalScreen == false)
    }

    @Test("the router keeps neither its screen nor the list alive")
    func weakLinks() {
        let interactor = AddContactBusinessLogicSpy()
        let listInteractor = ContactListBusinessLogicSpy()
        var contactList: ContactListViewController? = ContactListViewController(
            interactor: listInteractor, router: ContactListRoutingLogicSpy(dataStore: listInteractor))
        let sut = AddContactRouter(dataStore: interactor, contactList: contactList)
        var screen: AddContactViewController? = AddContactViewController(interactor: interactor, router: sut)
        sut.viewController = screen
        for object in [sut, interactor, listInteractor] as [AnyObject] { trackForMemoryLeaks(object) }

        contactList = nil
        screen = nil

        #expect(sut.contactList == nil)
        #expect(sut.viewController == nil)
    }

    /// The scenes a router test runs between.
    struct Scenes {
        let window: TestWindow
        let contactList: ContactListBusinessLogicSpy
        let addContact: AddContactBusinessLogicSpy
    }

    private func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> (AddContactRouter, Scenes) {
        let listInteractor = ContactListBusinessLogicSpy()
        let listRouter = ContactListRoutingLogicSpy(dataStore: listInteractor)
        let list = ContactListViewController(interactor: listInteractor, router: listRouter)
        let window = TestWindow(showing: list)
        let interactor = AddContactBusinessLogicSpy()
        let sut = AddContactRouter(dataStore: interactor, contactList: list)
        let screen = AddContactViewController(interactor: interactor, router: sut)
        sut.viewController = screen
        list.present(NavigationController(rootViewController: screen), animated: false)
        for object in [sut, screen, interactor, list, listInteractor, listRouter] as [AnyObject] {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        return (sut, Scenes(window: window, contactList: listInteractor, addContact: interactor))
    }
}
