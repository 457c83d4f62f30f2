import CaseProfiles
import HeadlessUI
import TestSupport
import Testing

@testable import VIP

@MainActor
@Suite("ContactListRouter", .checkingForLeaks, .profilingEachCase)
struct ContactListRouterTests {
    @Test("Add presents New Contact modally, in its own navigation stack, built to return to this screen")
    func routesToAddContact() throws {
        var returningTo: [ObjectIdentifier] = []
        let (sut, screen, window) = makeSUT { contactList in
            returningTo.append(ObjectIdentifier(contactList))
            return Self.makeCreateContact()
        }

        sut.routeToCreateContact()

        let addContact = try #require(window.presentedScreen(AddContactViewController.self))
        #expect(addContact.title == "New Contact")
        #expect(returningTo == [ObjectIdentifier(screen)])
    }

    @Test("without its screen, the router opens nothing")
    func noScreen() {
        let (sut, _, window) = makeSUT()
        sut.viewController = nil

        sut.routeToCreateContact()

        #expect(window.showsModalScreen == false)
    }

    /// A New Contact scene made of spies.
    static func makeCreateContact() -> AddContactViewController {
        let interactor = AddContactBusinessLogicSpy()
        return AddContactViewController(
            interactor: interactor, router: AddContactRoutingLogicSpy(dataStore: interactor))
    }

    /// A router for a contacts screen shown in a window, whose interactor is a spy.
    private func makeSUT(
        makeCreateContact: @escaping @MainActor (ContactListViewController) -> AddContactViewController = { _ in
            makeCreateContact()
        },
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (ContactListRouter, ContactListViewController, TestWindow) {
        let interactor = ContactListBusinessLogicSpy()
        let sut = ContactListRouter(dataStore: interactor, makeCreateContact: makeCreateContact)
        let screen = ContactListViewController(interactor: interactor, router: sut)
        sut.viewController = screen
        for object in [sut, screen, interactor] as [AnyObject] {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        return (sut, screen, TestWindow(showing: screen))
    }
}
