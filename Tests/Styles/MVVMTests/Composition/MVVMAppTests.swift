import CaseProfiles
import Foundation
import HeadlessUI
import Models
import TestAids
import TestSupport
import Testing

@testable import MVVM

@Suite("MVVMApp", .checkingForLeaks, .profilingEachCase)
@MainActor
struct MVVMAppTests {
    @Test("the root is a tab bar with Todo and Contacts, each a navigation stack with its list screen")
    func tabs() throws {
        let window = TestEnvironment().launch(MVVMApp.makeRootViewController)

        let tabs = try #require(window.rootViewController as? TabBarController)
        #expect(tabs.viewControllers.map(\.tabBarItem?.title) == ["Todo", "Contacts"])
        let roots = tabs.viewControllers.map { ($0 as? NavigationController)?.viewControllers.first }
        #expect(roots.map { $0?.title } == ["Todo", "Contacts"])
        #expect(tabs.selectedIndex == 0)
    }

    @Test("New Contact and the list share one model: Done closes New Contact and the list inserts the row")
    func addContactFlow() throws {
        let environment = TestEnvironment(
            contacts: ContactBook(contacts: [Fixtures.contact(1, "Ann", "Lee"), Fixtures.contact(2, "Zed", "Young")]))
        let window = environment.launch(MVVMApp.makeRootViewController)
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

    @Test("everything the app holds, New Contact and a pending import included, is released with the window")
    func releasedAtTeardown() throws {
        let environment = TestEnvironment()
        let window = environment.launch(MVVMApp.makeRootViewController)
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
}
