import CaseProfiles
import Foundation
import HeadlessUI
import Models
import TestAids
import TestSupport
import Testing

@testable import MVVMC

/// The Contacts flow's coordinator on screen, as the tab bar shows it: it starts the list, starts
/// New Contact as a child flow when the list asks, and lets go of the child when that flow ends.
@Suite("ContactsCoordinator", .checkingForLeaks, .profilingEachCase)
@MainActor
struct ContactsCoordinatorTests {
    @Test("starting builds the Contacts list, alone in a navigation stack that carries the Contacts tab")
    func start() throws {
        let (_, window, _) = makeSUT()

        let navigation = try #require(window.rootViewController as? NavigationController)
        #expect(navigation.tabBarItem?.title == "Contacts")
        #expect(navigation.viewControllers.map(\.title) == ["Contacts"])
    }

    @Test(
        "Add on the list starts a child flow: New Contact, presented modally over the tab in its own navigation stack")
    func addStartsNewContact() throws {
        let (sut, window, _) = makeSUT()

        window.visibleViewController?.navigationItem.rightBarButtonItem?.tap()

        #expect(sut.children.count == 1)
        let form = try #require(window.visibleViewController as? AddContactViewController)
        #expect(form.title == "New Contact")
        #expect(form.navigationController?.viewControllers.count == 1)
        #expect(form.navigationController?.presentingViewController === window.rootViewController)
    }

    @Test("Done on a valid form: the list inserts the contact, New Contact is dismissed and its coordinator released")
    func doneEndsTheChildFlow() throws {
        let (sut, window, store) = makeSUT([Fixtures.contact(1, "Ann", "Lee"), Fixtures.contact(2, "Zed", "Young")])
        let form = try openNewContact(in: window, of: sut)
        weak let child = sut.children.first
        try form.element("contact.firstName", as: TextField.self).enterText("Mia")
        try form.element("contact.lastName", as: TextField.self).enterText("Ng")

        form.navigationItem.rightBarButtonItem?.tap()

        #expect(sut.children.isEmpty)
        #expect(child == nil)
        #expect(window.presentationChain.count == 1)
        #expect(store.document.contacts.map(\.fullName) == ["Ann Lee", "Zed Young", "Mia Ng"])
        let list = try #require(window.visibleViewController as? ContactListViewController)
        let table = try list.element("contacts.list", as: TableView.self)
        #expect(table.visibleCells.map { $0.labelText("contacts.row.name") } == ["Ann Lee", "Mia Ng", "Zed Young"])
    }

    @Test("Cancel: New Contact is dismissed and its coordinator released, with nothing saved")
    func cancelEndsTheChildFlow() throws {
        let (sut, window, store) = makeSUT()
        let form = try openNewContact(in: window, of: sut)
        weak let child = sut.children.first

        form.navigationItem.leftBarButtonItem?.tap()

        #expect(sut.children.isEmpty)
        #expect(child == nil)
        #expect(window.presentationChain.count == 1)
        #expect(store.saveCount == 0)
    }

    @Test("an empty New Contact swiped away: its coordinator is released, with nothing saved")
    func swipeEndsTheChildFlow() throws {
        let (sut, window, store) = makeSUT()
        let form = try openNewContact(in: window, of: sut)
        weak let child = sut.children.first

        form.navigationController?.performInteractiveDismissal()

        #expect(sut.children.isEmpty)
        #expect(child == nil)
        #expect(window.presentationChain.count == 1)
        #expect(store.saveCount == 0)
    }

    @Test("a refused name keeps New Contact open with its alert, and its flow running")
    func errorKeepsTheChildFlow() throws {
        let (sut, window, _) = makeSUT()
        let form = try openNewContact(in: window, of: sut)

        form.navigationItem.rightBarButtonItem?.tap()

        #expect(sut.children.count == 1)
        #expect(
            window.presentationChain.map { "\(type(of: $0))" } == [
                "NavigationController", "NavigationController", "AlertController",
            ])
    }

    @Test("after a flow ends, Add starts a new one with an empty form")
    func newFlowAfterTheLast() throws {
        let (sut, window, _) = makeSUT()
        let first = try openNewContact(in: window, of: sut)
        try first.element("contact.firstName", as: TextField.self).enterText("Mia")
        first.navigationItem.leftBarButtonItem?.tap()

        let second = try openNewContact(in: window, of: sut)

        #expect(sut.children.count == 1)
        #expect(second !== first)
        #expect(try second.element("contact.firstName", as: TextField.self).text == nil)
    }

    /// The coordinator's list in a key window, as the tab bar would show it.
    private func makeSUT(
        _ contacts: [Contact] = [], sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: ContactsCoordinator, window: Window, store: InMemoryStore<ContactBook>) {
        let environment = TestEnvironment(contacts: ContactBook(contacts: contacts))
        let sut = ContactsCoordinator(dependencies: environment.dependencies)
        let window = Window()
        window.rootViewController = sut.start()
        window.makeKeyAndVisible()
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackObjectGraphForMemoryLeaks(
            from: window.rootViewController ?? sut, keeping: environment.keptObjects, sourceLocation: sourceLocation)
        return (sut, window, environment.contactStore)
    }

    /// Taps Add on the list and returns the New Contact screen it brings up; the leak check watches
    /// the screen and the child coordinator that runs it.
    private func openNewContact(
        in window: Window, of sut: ContactsCoordinator, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> AddContactViewController {
        window.visibleViewController?.navigationItem.rightBarButtonItem?.tap()
        let form = try #require(
            window.visibleViewController as? AddContactViewController, sourceLocation: sourceLocation)
        let child = try #require(sut.children.last, sourceLocation: sourceLocation)
        trackForMemoryLeaks(form, sourceLocation: sourceLocation)
        trackForMemoryLeaks(child, sourceLocation: sourceLocation)
        return form
    }
}
