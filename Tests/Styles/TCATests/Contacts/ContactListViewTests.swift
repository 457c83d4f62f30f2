import CaseProfiles
import HeadlessSwiftUI
import HeadlessUI
import Models
import TestAids
import TestSupport
import Testing

@testable import TCA

/// What lives only in the Contacts view: its layout, the spinner and the Import button following
/// the state, and an import's end told over whatever is open.
@Suite("ContactListView", .checkingForLeaks, .profilingEachCase)
@MainActor
struct ContactListViewTests {
    @Test("is titled Contacts, with Import on the left, Add on the right, and rows of picture and name")
    func layout() throws {
        let screen = makeSUT([Fixtures.contact(1, "Ann", "Lee")])

        #expect(screen.list.title == "Contacts")
        #expect(screen.list.navigationItem.leftBarButtonItem?.title == "Import")
        #expect(screen.list.navigationItem.rightBarButtonItem?.title == "Add")
        #expect(try screen.rowNames() == ["Ann Lee"])
        let row = try #require(try screen.list.element("contacts.list", as: TableView.self).visibleCells.first)
        #expect(row.view(withIdentifier: "contacts.row.image") is ImageView)
        #expect(screen.list.view.view(withIdentifier: "contacts.empty") == nil)
    }

    @Test("while a request is pending the spinner turns and Import is disabled; the answer brings them back")
    func importPending() throws {
        let screen = makeSUT()

        screen.tapImport()
        let spinning = screen.list.view.view(withIdentifier: "contacts.loading") != nil
        let enabledWhilePending = screen.list.navigationItem.leftBarButtonItem?.isEnabled
        screen.directory.succeed(with: Fixtures.employees("Garrett Winters"))
        PendingUpdates.flush()

        #expect(spinning)
        #expect(enabledWhilePending == false)
        #expect(screen.list.view.view(withIdentifier: "contacts.loading") == nil)
        #expect(screen.list.navigationItem.leftBarButtonItem?.isEnabled == true)
        #expect(try screen.rowNames() == ["Garrett Winters"])
        #expect(try screen.window.alert() == .ok("Import finished", "Added 1 contact, skipped 0."))
    }

    @Test("an import that ends while New Contact is open is told over it, and New Contact stays")
    func importEndsOverNewContact() throws {
        let screen = makeSUT()
        screen.tapImport()
        screen.openNewContact()

        screen.directory.fail(with: .status("error"))
        PendingUpdates.flush()

        #expect(
            try screen.window.alert()
                == AlertSnapshot(
                    title: "Import failed", message: "The directory answered with status error.",
                    buttons: [.cancel("Cancel"), .default("Retry")]))
        try screen.window.tapAlertButton("Retry")
        #expect(screen.newContact != nil)
        #expect(screen.directory.requestCount == 2)
    }

    private func makeSUT(_ contacts: [Contact] = [], sourceLocation: SourceLocation = #_sourceLocation)
        -> ContactsScreen
    {
        let screen = ContactsScreen(contacts: contacts)
        for object in screen.objects {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        return screen
    }
}
