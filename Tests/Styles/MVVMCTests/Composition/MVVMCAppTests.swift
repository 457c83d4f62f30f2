import CaseProfiles
import Foundation
import HeadlessUI
import Models
import TestAids
import TestSupport
import Testing

@testable import MVVMC

/// The app as the composition root builds it. The coordinators must be reachable from the root
/// through stored properties while they run, because that is how the leak check of the scenarios
/// (X01) finds what an app holds.
@Suite("MVVMCApp", .checkingForLeaks, .profilingEachCase)
@MainActor
struct MVVMCAppTests {
    @Test(
        "the root is the tab bar with Todo and Contacts, and it holds the app coordinator and both flows' coordinators")
    func rootOwnsTheCoordinators() throws {
        let environment = TestEnvironment()
        let window = environment.launch(MVVMCApp.makeRootViewController)

        let tabs = try #require(window.rootViewController as? RootTabBarController)
        #expect(tabs.viewControllers.map(\.tabBarItem?.title) == ["Todo", "Contacts"])
        #expect(
            coordinators(reachableFrom: tabs, in: environment) == [
                "AppCoordinator", "ContactsCoordinator", "TodoCoordinator",
            ])
    }

    @Test("New Contact's coordinator is reachable from the root while its flow runs, and released when it ends")
    func childCoordinatorReleased() throws {
        let environment = TestEnvironment()
        let window = environment.launch(MVVMCApp.makeRootViewController)
        let root = try #require(window.rootViewController)
        (root as? TabBarController)?.select(index: 1)
        window.visibleViewController?.navigationItem.rightBarButtonItem?.tap()
        weak let child = ObjectGraph(excluding: environment.keptObjects).objects(reachableFrom: root)
            .first { $0 is AddContactCoordinator }
        #expect(child != nil)

        window.visibleViewController?.navigationItem.leftBarButtonItem?.tap()

        #expect(child == nil)
        #expect(
            coordinators(reachableFrom: root, in: environment) == [
                "AppCoordinator", "ContactsCoordinator", "TodoCoordinator",
            ])
    }

    @Test("New Contact and the list share one model: Done closes New Contact and the list inserts the row")
    func addContactFlow() throws {
        let environment = TestEnvironment(
            contacts: ContactBook(contacts: [Fixtures.contact(1, "Ann", "Lee"), Fixtures.contact(2, "Zed", "Young")]))
        let window = environment.launch(MVVMCApp.makeRootViewController)
        (window.rootViewController as? TabBarController)?.select(index: 1)
        let list = try #require(window.visibleViewController as? ContactListViewController)
        let table = try list.element("contacts.list", as: TableView.self)
        list.navigationItem.rightBarButtonItem?.tap()
        let newContact = try #require(window.visibleViewController as? AddContactViewController)
        try newContact.element("contact.firstName", as: TextField.self).enterText("Mia")
        try newContact.element("contact.lastName", as: TextField.self).enterText("Ng")

        newContact.navigationItem.rightBarButtonItem?.tap()

        #expect(window.visibleViewController === list)
        #expect(table.updates.contains(.insertRows([IndexPath(row: 1, section: 0)])))
        #expect(environment.contactStore.document.contacts.map(\.fullName) == ["Ann Lee", "Zed Young", "Mia Ng"])
    }

    @Test(
        "everything the app holds, coordinators, New Contact and a pending import included, is released with the window"
    )
    func releasedAtTeardown() throws {
        let environment = TestEnvironment()
        let window = environment.launch(MVVMCApp.makeRootViewController)
        (window.rootViewController as? TabBarController)?.select(index: 1)
        window.visibleViewController?.navigationItem.leftBarButtonItem?.tap()
        window.visibleViewController?.navigationItem.rightBarButtonItem?.tap()
        #expect(window.visibleViewController is AddContactViewController)
        trackObjectGraphForMemoryLeaks(
            from: try #require(window.rootViewController),
            keeping: environment.keptObjects)

        window.rootViewController = nil
        environment.directory.succeed(with: Fixtures.employees("Tiger Nixon"))

        #expect(environment.contactStore.saveCount == 0)
    }

    /// The type names of the coordinators the leak check's walk finds from `root`, sorted.
    private func coordinators(reachableFrom root: ViewController, in environment: TestEnvironment) -> [String] {
        ObjectGraph(excluding: environment.keptObjects).objects(reachableFrom: root)
            .map { String(describing: type(of: $0)) }
            .filter { $0.hasSuffix("Coordinator") }
            .sorted()
    }
}
