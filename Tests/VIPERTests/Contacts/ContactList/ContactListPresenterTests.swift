import Models
import TestSupport
import Testing

@testable import VIPER

/// The contacts presenter between spies: what it asks of its view, interactor and router, literally.
@MainActor
@Suite("ContactListPresenter", .checkingForLeaks, .profilingEachCase)
struct ContactListPresenterTests {
    @Test("on load it asks for the contacts")
    func viewDidLoad() {
        let (sut, view, interactor, router) = makeSUT()

        sut.viewDidLoad()

        #expect(interactor.messages == [.loadContacts])
        #expect(view.messages.isEmpty)
        #expect(router.messages.isEmpty)
    }

    @Test("loaded contacts are shown as their number of rows, with no row prepared")
    func displaysContacts() {
        let (sut, view, _, _) = makeSUT()

        sut.interactorDidLoad(contactCount: 2)

        #expect(view.messages == [.display(ContactListDisplay(rowCount: 2, showsEmptyMessage: false))])
    }

    @Test("a row asked for is the interactor's contact at that index: its full name and the placeholder picture")
    func preparesRowOnRequest() {
        let (sut, _, interactor, _) = makeSUT()
        interactor.contacts = [
            ContactListItem(id: 2, fullName: "ana Béla"), ContactListItem(id: 1, fullName: "Zoë Adams"),
        ]
        sut.interactorDidLoad(contactCount: 2)

        #expect(
            [sut.row(at: 0), sut.row(at: 1)] == [
                ContactRowDisplay(id: 2, name: "ana Béla", imageName: "contact-placeholder"),
                ContactRowDisplay(id: 1, name: "Zoë Adams", imageName: "contact-placeholder"),
            ])
    }

    @Test("no contacts show the empty label")
    func displaysNoContacts() {
        let (sut, view, _, _) = makeSUT()

        sut.interactorDidLoad(contactCount: 0)

        #expect(view.messages == [.display(ContactListDisplay(rowCount: 0, showsEmptyMessage: true))])
    }

    @Test(
        "unreadable contacts start empty and their alert waits for the first appearance, and comes once",
        arguments: [
            (
                StoreError.unreadable(keptAs: "contacts.unreadable-2.json"),
                "Your saved contacts could not be read and were kept in contacts.unreadable-2.json."
            ),
            (
                .unreadableNotKept(reason: "permission denied"),
                "Your saved contacts could not be read: permission denied."
            ),
        ])
    func loadFailure(error: StoreError, message: String) {
        let (sut, view, _, router) = makeSUT()

        sut.interactorDidFailToLoad(error)
        let routedBeforeAppearing = router.messages
        sut.viewDidAppear()
        sut.viewDidAppear()

        #expect(routedBeforeAppearing.isEmpty)
        #expect(view.messages == [.display(ContactListDisplay(rowCount: 0, showsEmptyMessage: true))])
        #expect(router.messages == [.showAlert(notice("Could not load contacts", message))])
    }

    // MARK: Helpers

    /// A presenter wired to spies, all of them checked for leaks.
    func makeSUT(
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (
        sut: ContactListPresenter, view: ContactListViewSpy, interactor: ContactListInteractorSpy,
        router: ContactListRouterSpy
    ) {
        let view = ContactListViewSpy()
        let interactor = ContactListInteractorSpy()
        let router = ContactListRouterSpy()
        let sut = ContactListPresenter(interactor: interactor, router: router)
        sut.view = view
        for object in [sut, view, interactor, router] as [AnyObject] {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        return (sut, view, interactor, router)
    }
}
