import HeadlessSwiftUI
import HeadlessUI
import Models
import TestAids
import TestSupport
import Testing

@testable import MV

extension ContactListViewTests {
    @Test("while importing, Import is disabled and the spinner shows; the answer ends both")
    func importShowsProgress() throws {
        let screen = makeSUT()

        screen.tapImport()
        let disabledWhileImporting = screen.list.navigationItem.leftBarButtonItem?.isEnabled == false
        let spinning = screen.list.view.view(withIdentifier: "contacts.loading") != nil
        screen.directory.succeed(with: [])
        PendingUpdates.flush()

        #expect(disabledWhileImporting)
        #expect(spinning)
        #expect(screen.list.navigationItem.leftBarButtonItem?.isEnabled == true)
        #expect(screen.list.view.view(withIdentifier: "contacts.loading") == nil)
    }

    @Test("the sum says \"contact\" for exactly one, and the new contacts show sorted")
    func importFinished() throws {
        let screen = makeSUT(contacts: [Fixtures.contact(1, "Tiger", "Nixon")])
        screen.tapImport()

        screen.directory.succeed(with: Fixtures.employees("Ashton Cox", "Tiger Nixon"))
        PendingUpdates.flush()

        #expect(try screen.window.alert() == .ok("Import finished", "Added 1 contact, skipped 1."))
        try screen.window.tapAlertButton("OK")
        #expect(screen.window.topAlert == nil)
        #expect(try screen.rowNames() == ["Ashton Cox", "Tiger Nixon"])
    }

    @Test("a failed import offers Cancel and Retry, and Retry asks the directory again")
    func importFailedRetry() throws {
        let screen = makeSUT()
        screen.tapImport()
        screen.directory.fail(with: .status("error"))
        PendingUpdates.flush()

        let alert = try screen.window.alert()
        try screen.window.tapAlertButton("Retry")

        #expect(
            alert
                == AlertSnapshot(
                    title: "Import failed", message: "The directory answered with status error.",
                    buttons: [.cancel("Cancel"), .default("Retry")]))
        #expect(screen.directory.requestCount == 2)
        #expect(screen.list.navigationItem.leftBarButtonItem?.isEnabled == false)
    }

    @Test("imported contacts the store refuses are told and not shown")
    func importNotSaved() throws {
        let screen = makeSUT()
        screen.store.failNextSave(reason: "the disk is full")
        screen.tapImport()

        screen.directory.succeed(with: Fixtures.employees("Ashton Cox"))
        PendingUpdates.flush()

        #expect(try screen.window.alert() == .ok("Could not save", "Your contacts were not saved: the disk is full"))
        #expect(try screen.rowNames() == [])
    }

    @Test("an answer that comes while New Contact is open is told on top of it, which stays open")
    func importOverNewContact() throws {
        let screen = makeSUT()
        screen.tapImport()
        screen.openNewContact()
        try screen.fill("Half", "Typed")

        screen.directory.succeed(with: Fixtures.employees("Sonya Frost"))
        PendingUpdates.flush()

        #expect(try screen.window.alert() == .ok("Import finished", "Added 1 contact, skipped 0."))
        try screen.window.tapAlertButton("OK")
        #expect(screen.newContact?.title == "New Contact")
    }
}
