import CaseProfiles
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

    func makeSUT(contacts: [Contact] = [], sourceLocation: SourceLocation = #_sourceLocation) -> ContactsScreen {
        let screen = ContactsScreen(contacts: contacts)
        for object in screen.objects {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        return screen
    }
}
