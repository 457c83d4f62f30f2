import CaseProfiles
import HeadlessSwiftUI
import HeadlessUI
import Models
import TestAids
import TestSupport
import Testing

@testable import MV

/// What lives only in the Contacts view: the spinner and the Import button while the model
/// imports, and the alert that tells how an import ended, over whatever is open then.
@Suite("ContactListView", .checkingForLeaks, .profilingEachCase)
@MainActor
struct ContactListViewTests {
    @Test("the list shows the contacts in order, and the empty label only while there are none")
    func rows() throws {
        let screen = makeSUT(contacts: [Fixtures.contact(1, "Zoe", "Adams"), Fixtures.contact(2, "Ana", "Cruz")])

        #expect(try screen.rowNames() == ["Ana Cruz", "Zoe Adams"])
        #expect(screen.list.view.view(withIdentifier: "contacts.empty") == nil)
    }

    @Test("the load alert shows once: a later appearance does not bring it back")
    func loadAlertOnce() throws {
        let store = InMemoryStore(ContactBook())
        store.failNextLoad(with: .unreadable(keptAs: "contacts.unreadable-1.json"))
        let model = ContactBookModel(store: store, directory: EmployeeDirectoryStub())
        let controller = HostingController(rootView: ContactListView().environment(model))
        let window = TestWindow(showing: controller)
        let shownFirst = window.topAlert != nil

        try window.tapAlertButton("OK")
        window.hideAndShowAgain(controller)

        #expect(shownFirst)
        #expect(window.topAlert == nil)
        for object in [model, store, controller] as [AnyObject] {
            trackForMemoryLeaks(object)
        }
    }

    func makeSUT(contacts: [Contact] = [], sourceLocation: SourceLocation = #_sourceLocation) -> ContactsScreen {
        let screen = ContactsScreen(contacts: contacts)
        for object in screen.objects {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        return screen
    }
}
