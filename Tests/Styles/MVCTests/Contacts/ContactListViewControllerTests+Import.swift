import Foundation
import HeadlessUI
import Models
import TestAids
import TestSupport
import Testing

@testable import MVC

extension ContactListViewControllerTests {
    @Test("Import disables itself, shows the spinner and asks the directory once")
    func importStarts() throws {
        let (screen, environment) = makeSUT()

        try screen.importButton().tap()

        #expect(try screen.importButton().isEnabled == false)
        #expect(try screen.showsLoading())
        #expect(environment.directory.requestCount == 1)
    }

    @Test("no second request starts while one is pending, not even if a tap gets past the disabled button")
    func noDoubleRequest() throws {
        let (screen, environment) = makeSUT()
        try screen.importButton().tap()

        try screen.importButton().tap()
        try screen.importButton().primaryAction?.perform()

        #expect(environment.directory.requestCount == 1)
    }

    @Test("a successful import saves the new contacts in one write, shows them sorted and sums up")
    func importSuccess() throws {
        let (screen, environment) = makeSUT(contacts: [Fixtures.contact(1, "Ada", "Lovelace")])
        try screen.importButton().tap()

        environment.directory.succeed(with: Fixtures.employees("Tiger Nixon", "Garrett Winters", "Ashton Cox"))

        #expect(environment.contactStore.saveCount == 1)
        #expect(environment.contactStore.document.contacts.count == 4)
        #expect(try screen.rowNames() == ["Ada Lovelace", "Ashton Cox", "Garrett Winters", "Tiger Nixon"])
        #expect(try screen.host.alert() == .ok("Import finished", "Added 3 contacts, skipped 0."))
        try screen.host.tapAlertButton("OK")
        #expect(screen.host.topAlert == nil)
    }

    @Test("any answer stops the spinner and enables Import again")
    func importEndsLoading() throws {
        let (screen, environment) = makeSUT()
        try screen.importButton().tap()

        environment.directory.succeed(with: [])

        #expect(try screen.showsLoading() == false)
        #expect(try screen.loadingIndicator().isHidden)
        #expect(try screen.importButton().isEnabled)
    }

    @Test("the summary says \"contact\" for exactly one added contact")
    func importSummarySingular() throws {
        let (screen, environment) = makeSUT()
        try screen.importButton().tap()

        environment.directory.succeed(with: Fixtures.employees("Tiger Nixon"))

        #expect(try screen.host.alert().message == "Added 1 contact, skipped 0.")
        #expect(try screen.showsEmptyLabel() == false)
    }

    @Test("when nothing is new there is no write, and still a summary")
    func importNothingNew() throws {
        let (screen, environment) = makeSUT(contacts: [Fixtures.contact(1, "Tiger", "Nixon")])
        try screen.importButton().tap()

        environment.directory.succeed(with: Fixtures.employees("Tiger Nixon", "Madonna"))

        #expect(environment.contactStore.saveCount == 0)
        #expect(try screen.rowNames() == ["Tiger Nixon"])
        #expect(try screen.host.alert() == .ok("Import finished", "Added 0 contacts, skipped 2."))
    }

    @Test("a failed save of the imported contacts shows why and adds nothing")
    func importSaveFailure() throws {
        let (screen, environment) = makeSUT()
        try screen.importButton().tap()
        environment.contactStore.failNextSave(reason: "the disk is full")

        environment.directory.succeed(with: Fixtures.employees("Tiger Nixon"))

        #expect(try screen.host.alert() == .ok("Could not save", "Your contacts were not saved: the disk is full"))
        #expect(try screen.rowNames().isEmpty)
        #expect(try screen.showsEmptyLabel())
        #expect(try screen.importButton().isEnabled)
        #expect(environment.contactStore.document.contacts.isEmpty)
    }

    @Test(
        "a failed import says why and offers Cancel and Retry; the spinner stops and Import is enabled",
        arguments: [
            (
                DirectoryError.transport(reason: "The Internet connection appears to be offline."),
                "The Internet connection appears to be offline."
            ),
            (.undecodable, "The directory's answer could not be read."),
            (.status("error"), "The directory answered with status error."),
        ])
    func importFailure(error: DirectoryError, reason: String) throws {
        let (screen, environment) = makeSUT()
        try screen.importButton().tap()

        environment.directory.fail(with: error)

        #expect(
            try screen.host.alert()
                == AlertSnapshot(
                    title: "Import failed", message: reason, buttons: [.cancel("Cancel"), .default("Retry")]))
        #expect(try screen.showsLoading() == false)
        #expect(try screen.importButton().isEnabled)
        #expect(environment.contactStore.saveCount == 0)
    }

    @Test("Cancel after a failed import closes the alert and asks nothing more")
    func importFailureCancel() throws {
        let (screen, environment) = makeSUT()
        try screen.importButton().tap()
        environment.directory.fail(with: .undecodable)

        try screen.host.tapAlertButton("Cancel")

        #expect(screen.host.topAlert == nil)
        #expect(environment.directory.requestCount == 1)
        #expect(try screen.importButton().isEnabled)
    }

    @Test("Retry starts the import again, exactly as the Import button does")
    func importRetry() throws {
        let (screen, environment) = makeSUT()
        try screen.importButton().tap()
        environment.directory.fail(with: .undecodable)

        try screen.host.tapAlertButton("Retry")

        #expect(environment.directory.requestCount == 2)
        #expect(try screen.importButton().isEnabled == false)
        #expect(try screen.showsLoading())
        environment.directory.succeed(with: Fixtures.employees("Tiger Nixon"))
        #expect(try screen.rowNames() == ["Tiger Nixon"])
        #expect(try screen.host.alert().title == "Import finished")
    }

    @Test("an answer that arrives after the screen is gone is dropped: no save, no crash")
    func lateAnswerAfterTeardown() throws {
        let environment = TestEnvironment()
        weak let released = try startImportAndTearDown(environment)
        #expect(released == nil)

        environment.directory.succeed(with: Fixtures.employees("Tiger Nixon"))

        #expect(environment.directory.pendingCount == 0)
        #expect(environment.contactStore.saveCount == 0)
    }

    @Test("a failure that arrives after the screen is gone is dropped too")
    func lateFailureAfterTeardown() throws {
        let environment = TestEnvironment()
        weak let released = try startImportAndTearDown(environment)
        #expect(released == nil)

        environment.directory.fail(with: .undecodable)

        #expect(environment.directory.pendingCount == 0)
    }

    // MARK: Helpers

    /// Shows the screen, taps Import and takes the screen off the window, leaving the request pending.
    private func startImportAndTearDown(_ environment: TestEnvironment) throws -> ContactListViewController {
        let (screen, _) = makeSUT(environment: environment)
        try screen.importButton().tap()
        screen.host.window.rootViewController = nil
        return screen.controller
    }
}
