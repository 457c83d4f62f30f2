import HeadlessSwiftUI
import HeadlessUI
import Models
import TestAids
import TestSupport
import Testing

@testable import TCA

/// The Contacts list hosted in a window as the app shows it, over its real store and reducer on a fake
/// store and a directory stub, with the steps the view tests take on it and on the New Contact sheet.
@MainActor
struct ContactsScreen {
    let window: TestWindow
    let list: ViewController
    let feature: Store<ContactListState, ContactListAction>
    let store: InMemoryStore<ContactBook>
    let directory: EmployeeDirectoryStub

    init(contacts: [Contact] = []) {
        store = InMemoryStore(ContactBook(contacts: contacts))
        directory = EmployeeDirectoryStub()
        feature = Store(
            initialState: ContactListState(), reducer: ContactListReducer(store: store, directory: directory))
        feature.send(.launched)
        list = HostingController(rootView: ContactListView(store: feature))
        window = TestWindow(showing: list)
    }

    /// The objects the tests watch for leaks.
    var objects: [AnyObject] {
        [list, feature, store, directory]
    }

    func tapImport() {
        list.navigationItem.leftBarButtonItem?.tap()
    }

    func openNewContact() {
        list.navigationItem.rightBarButtonItem?.tap()
    }

    /// The New Contact screen, while it is presented.
    var newContact: ViewController? {
        (window.window.presentationChain.dropFirst().first as? NavigationController)?.viewControllers.first
    }

    func fill(_ firstName: String, _ lastName: String) throws {
        let form = try #require(newContact)
        try form.element("contact.firstName", as: HeadlessUI.TextField.self).enterText(firstName)
        try form.element("contact.lastName", as: HeadlessUI.TextField.self).enterText(lastName)
    }

    func tapDone() {
        newContact?.navigationItem.rightBarButtonItem?.tap()
    }

    @discardableResult
    func swipeDownNewContact() -> InteractiveDismissal? {
        window.window.presentationChain.dropFirst().first?.performInteractiveDismissal()
    }

    func rowNames() throws -> [String] {
        try list.element("contacts.list", as: TableView.self).visibleCells.compactMap {
            $0.labelText("contacts.row.name")
        }
    }
}
