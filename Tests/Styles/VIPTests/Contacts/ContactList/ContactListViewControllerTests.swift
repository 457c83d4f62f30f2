import CaseProfiles
import Foundation
import HeadlessUI
import TestAids
import TestSupport
import Testing

@testable import VIP

/// The contacts view controller with a business logic spy and a routing logic spy: the requests and
/// routes each event starts, and what each view model puts on screen.
@MainActor
@Suite("ContactListViewController", .checkingForLeaks, .profilingEachCase)
struct ContactListViewControllerTests {
    @Test("the screen has Add on the right, Import on the left, the list, the empty label and a stopped indicator")
    func layout() throws {
        let (sut, _, _, _) = makeSUT()

        #expect(sut.title == "Contacts")
        #expect(sut.navigationItem.rightBarButtonItem?.title == "Add")
        #expect(sut.navigationItem.rightBarButtonItem?.accessibilityIdentifier == "contacts.addButton")
        #expect(sut.navigationItem.leftBarButtonItem?.title == "Import")
        #expect(sut.navigationItem.leftBarButtonItem?.accessibilityIdentifier == "contacts.importButton")
        #expect(try sut.element("contacts.empty", as: Label.self).text == "No contacts")
        #expect(try sut.element("contacts.loading", as: ActivityIndicatorView.self).isHidden)
        _ = try sut.element("contacts.list", as: TableView.self)
    }

    @Test("loading asks for the contacts; appearing asks for a load failure to report")
    func lifecycle() {
        let (_, interactor, router, _) = makeSUT()

        #expect(interactor.messages == [.viewDidLoad, .viewDidAppear])
        #expect(router.messages.isEmpty)
    }

    @Test("Add routes to New Contact; Import sends its tap")
    func barButtons() {
        let (sut, interactor, router, _) = makeSUT()

        sut.navigationItem.rightBarButtonItem?.tap()
        sut.navigationItem.leftBarButtonItem?.tap()

        #expect(router.messages == [.routeToCreateContact])
        #expect(interactor.messages == [.viewDidLoad, .viewDidAppear, .importButtonTapped])
    }

    @Test("displayed contacts fill the rows with names and the placeholder picture, and hide the empty label")
    func displaysContacts() throws {
        let (sut, _, _, _) = makeSUT()
        let table = try sut.element("contacts.list", as: TableView.self)

        sut.displayContacts(
            viewModel: ListContacts.ViewDidLoad.ViewModel(displayedList: Self.displayed(["Ana Lee", "Tiger Nixon"])))

        #expect(table.visibleCells.map { $0.labelText("contacts.row.name") } == ["Ana Lee", "Tiger Nixon"])
        #expect(
            table.visibleCells.map { ($0.view(withIdentifier: "contacts.row.image") as? ImageView)?.image }
                == [Image(named: "contact-placeholder"), Image(named: "contact-placeholder")])
        #expect(try sut.element("contacts.empty", as: Label.self).isHidden)
    }

    @Test("no contacts show the empty label")
    func emptyList() throws {
        let (sut, _, _, _) = makeSUT()

        sut.displayContacts(viewModel: ListContacts.ViewDidLoad.ViewModel(displayedList: Self.displayed([])))

        #expect(try sut.element("contacts.empty", as: Label.self).isHidden == false)
    }

    @Test("a load failure is shown as an alert over the screen")
    func loadFailure() throws {
        let (sut, _, _, window) = makeSUT()

        sut.displayLoadFailure(
            viewModel: ListContacts.ViewDidAppear.ViewModel(
                alert: notice("Could not load contacts", "Kept in c.json.")))

        #expect(try window.alert() == .ok("Could not load contacts", "Kept in c.json."))
    }

    // MARK: Helpers

    static func displayed(_ names: [String]) -> ListContacts.DisplayedList {
        ListContacts.DisplayedList(
            names.enumerated().map { ListContacts.DisplayedContact(id: $0.offset + 1, nameText: $0.element) })
    }

    /// The screen in a window, loaded and on screen, with spies for its interactor and router.
    func makeSUT(
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (
        sut: ContactListViewController, interactor: ContactListBusinessLogicSpy, router: ContactListRoutingLogicSpy,
        window: TestWindow
    ) {
        let interactor = ContactListBusinessLogicSpy()
        let router = ContactListRoutingLogicSpy(dataStore: interactor)
        let sut = ContactListViewController(interactor: interactor, router: router)
        for object in [sut, interactor, router] as [AnyObject] {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        return (sut, interactor, router, TestWindow(showing: sut))
    }
}
