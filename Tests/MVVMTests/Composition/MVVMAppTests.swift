import Foundation
import HeadlessUI
import Models
import TestSupport
import Testing

@testable import MVVM

@Suite(.checkingForLeaks)
@MainActor
struct MVVMAppTests {
    @Test("the root is a tab bar with Todo and Contacts, each a navigation stack with its list screen")
    func tabs() throws {
        let (sut, _) = makeSUT()

        let tabs = try #require(sut.rootViewController as? TabBarController)
        #expect(tabs.viewControllers.map(\.tabBarItem?.title) == ["Todo", "Contacts"])
        let roots = tabs.viewControllers.map { ($0 as? NavigationController)?.viewControllers.first }
        #expect(roots.first.flatMap { $0 } is TodoListViewController)
        #expect(roots.last.flatMap { $0 } is ContactListViewController)
        #expect(roots.map { $0?.title } == ["Todo", "Contacts"])
        #expect(tabs.selectedIndex == 0)
    }

    @Test("Add presents New Contact modally in its own navigation stack; Done dismisses it and inserts the row")
    func addContactFlow() throws {
        let (sut, environment) = makeSUT(contacts: ContactFixtures.book("Ann Lee", "Zed Young"))
        showContacts(in: sut)
        let list = try #require(sut.visibleViewController as? ContactListViewController)
        let table = try list.element("contacts.list", as: TableView.self)

        list.navigationItem.rightBarButtonItem?.tap()
        let newContact = try #require(sut.visibleViewController as? AddContactViewController)
        #expect(newContact.navigationController?.presentingViewController === sut.rootViewController)
        try newContact.element("contact.firstName", as: TextField.self).enterText("Mia")
        try newContact.element("contact.lastName", as: TextField.self).enterText("Ng")
        table.clearUpdates()
        newContact.navigationItem.rightBarButtonItem?.tap()

        #expect(sut.visibleViewController === list)
        #expect(table.updates == [.insertRows([IndexPath(row: 1, section: 0)])])
        #expect(environment.contactStore.document.contacts.map(\.fullName) == ["Ann Lee", "Zed Young", "Mia Ng"])
    }

    @Test("every view controller and view model built, New Contact each time, is tracked and released at teardown")
    func instancesTrackedAndReleased() {
        let (window, environment) = makeSUT()
        openAndCancelNewContact(in: window, times: 2)
        let tracked = environment.instances.trackedCount

        window.rootViewController = nil

        // Tab bar, 2 × (view model, controller, navigation), 2 × New Contact (view model, controller, navigation).
        #expect(tracked == 13)
        #expect(environment.instances.survivors == [])
    }

    @Test("an import answer after the app is torn down is dropped: nothing saved, nothing shown")
    func lateImportAnswer() {
        let (window, environment) = makeSUT()
        showContacts(in: window)
        window.visibleViewController?.navigationItem.leftBarButtonItem?.tap()
        #expect(environment.directory.pendingCount == 1)

        window.rootViewController = nil
        environment.directory.succeed(with: ContactFixtures.employees("Tiger Nixon"))

        #expect(environment.contactStore.saveCount == 0)
        #expect(environment.instances.survivors == [])
    }

    /// Helpers that keep no reference to a screen, so a teardown can release everything.
    private func showContacts(in window: Window) {
        (window.rootViewController as? TabBarController)?.select(index: 1)
    }

    private func openAndCancelNewContact(in window: Window, times: Int) {
        showContacts(in: window)
        for _ in 0..<times {
            window.visibleViewController?.navigationItem.rightBarButtonItem?.tap()
            #expect(window.visibleViewController is AddContactViewController)
            window.visibleViewController?.navigationItem.leftBarButtonItem?.tap()
        }
    }

    private func makeSUT(
        contacts: ContactBook = ContactBook(), sourceLocation: SourceLocation = #_sourceLocation
    ) -> (window: Window, environment: TestEnvironment) {
        let environment = TestEnvironment(contacts: contacts)
        let window = Window()
        window.rootViewController = MVVMApp.makeRootViewController(dependencies: environment.dependencies)
        window.makeKeyAndVisible()
        if let tabs = window.rootViewController { trackForMemoryLeaks(tabs, sourceLocation: sourceLocation) }
        return (window, environment)
    }
}
