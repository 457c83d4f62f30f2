import CaseProfiles
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
    @Test("a saved contact and its book are passed into the list's data store, and the list, on screen again, unwinds")
    func passesSavedContact() {
        let (sut, scenes) = makeSUT()
        let saved = ContactBook(contacts: [Fixtures.contact(5, "Ana", "Lee")])
        scenes.addContact.savedBook = saved
        scenes.addContact.addedContact = Fixtures.contact(5, "Ana", "Lee")
        var screensShownWhenAsked: Int?
        scenes.contactList.onCall = { [weak window = scenes.window.window] in
            screensShownWhenAsked = window?.presentationChain.count
        }

        sut.routeToListContacts()

        #expect(scenes.contactList.book == saved)
        #expect(scenes.contactList.messages.last == .newContactClosed(passedIn: Fixtures.contact(5, "Ana", "Lee")))
        #expect(screensShownWhenAsked == 1)
        #expect(scenes.window.showsModalScreen == false)
    }

    @Test("with nothing saved, as after Cancel, New Contact closes and nothing is passed to the list")
    func nothingSaved() {
        let (sut, scenes) = makeSUT()

        sut.routeToListContacts()

        #expect(scenes.contactList.messages.last == .newContactClosed(passedIn: nil))
        #expect(scenes.contactList.book == ContactBook())
        #expect(scenes.window.showsModalScreen == false)
    }

    @Test("after a swipe down took the sheet away, the route back passes nothing and the list unwinds")
    func afterSwipeDown() throws {
        let (sut, scenes) = makeSUT()
        let sheet = try #require(scenes.window.window.presentationChain.last)
        sheet.performInteractiveDismissal()

        sut.routeToListContacts()

        #expect(scenes.contactList.messages.last == .newContactClosed(passedIn: nil))
        #expect(scenes.contactList.book == ContactBook())
        #expect(scenes.window.showsModalScreen == false)
    }

    /// The scenes a router test runs between.
    struct Scenes {
        let window: TestWindow
        let contactList: ContactListBusinessLogicSpy
        let addContact: AddContactBusinessLogicSpy
    }

    func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> (AddContactRouter, Scenes) {
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
