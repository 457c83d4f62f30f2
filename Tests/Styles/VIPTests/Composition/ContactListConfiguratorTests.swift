import CaseProfiles
import HeadlessUI
import Models
import TestAids
import TestSupport
import Testing

@testable import VIP

@MainActor
@Suite("ContactListConfigurator", .checkingForLeaks, .profilingEachCase)
struct ContactListConfiguratorTests {
    @Test("New Contact opened from the scene saves into the store the list imports into, and returns to the list")
    func addContactScene() throws {
        let environment = TestEnvironment()
        let sut = ContactListConfigurator.makeScene(dependencies: environment.dependencies)
        let window = TestWindow(showing: sut)
        trackForMemoryLeaks(sut)
        sut.navigationItem.leftBarButtonItem?.tap()
        sut.navigationItem.rightBarButtonItem?.tap()
        let addContact = try #require(window.presentedScreen(AddContactViewController.self))
        environment.directory.succeed(with: Fixtures.employees("Sonya Frost"))
        try window.tapAlertButton("OK")
        try addContact.element("contact.firstName", as: TextField.self).enterText("Half")
        try addContact.element("contact.lastName", as: TextField.self).enterText("Typed")

        addContact.navigationItem.rightBarButtonItem?.tap()

        #expect(environment.contactStore.document.contacts.map(\.fullName) == ["Sonya Frost", "Half Typed"])
        #expect(window.showsModalScreen == false)
        #expect(
            try sut.element("contacts.list", as: TableView.self).visibleCells.map { $0.labelText("contacts.row.name") }
                == ["Half Typed", "Sonya Frost"])
    }
}
