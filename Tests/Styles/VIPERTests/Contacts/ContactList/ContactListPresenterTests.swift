import CaseProfiles
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
        let (sut, _, interactor, _) = makeSUT()

        sut.viewDidLoad()

        #expect(interactor.messages == [.loadContacts])
    }

    @Test("loaded contacts are shown whole, one row per contact with its id and full name")
    func displaysContacts() {
        let (sut, view, _, _) = makeSUT()

        sut.interactorDidLoad([
            ContactListItem(id: 2, fullName: "ana Béla"), ContactListItem(id: 1, fullName: "Zoë Adams"),
        ])

        #expect(
            view.displayedLists == [
                ContactListDisplay(
                    rows: [
                        ContactRowDisplay(id: 2, nameText: "ana Béla"), ContactRowDisplay(id: 1, nameText: "Zoë Adams"),
                    ],
                    showsEmptyMessage: false)
            ])
    }

    @Test("no contacts show the empty label")
    func displaysNoContacts() {
        let (sut, view, _, _) = makeSUT()

        sut.interactorDidLoad([])

        #expect(view.displayedLists == [ContactListDisplay(rows: [], showsEmptyMessage: true)])
    }

    @Test(
        "unreadable contacts show the contacts kept and their alert waits for the first appearance, and comes once",
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
        let (sut, view, _, _) = makeSUT()

        sut.interactorDidFailToLoad(error, contacts: [])
        let alertsBeforeAppearing = view.alerts
        sut.viewDidAppear()
        sut.viewDidAppear()

        #expect(alertsBeforeAppearing.isEmpty)
        #expect(view.displayedLists == [ContactListDisplay(rows: [], showsEmptyMessage: true)])
        #expect(
            view.alerts == [
                AlertDisplay(
                    title: "Could not load contacts", message: message, buttons: [AlertDisplay.Button(title: "OK")])
            ])
    }

    @Test("appearing after a good load shows no alert")
    func appearWithoutFailure() {
        let (sut, view, _, _) = makeSUT()
        sut.interactorDidLoad([])

        sut.viewDidAppear()

        #expect(view.alerts.isEmpty)
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
