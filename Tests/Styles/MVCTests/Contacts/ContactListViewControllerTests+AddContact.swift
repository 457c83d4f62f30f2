import Foundation
import HeadlessUI
import Models
import TestAids
import TestSupport
import Testing

@testable import MVC

extension ContactListViewControllerTests {
    @Test("Add presents a fresh New Contact screen modally, inside its own navigation stack")
    func addPresentsNewContact() throws {
        let (screen, _) = makeSUT()

        let newContact = try screen.openNewContact()

        #expect(newContact.controller.navigationController?.viewControllers.count == 1)
        #expect(newContact.controller.presentingViewController != nil)
        try newContact.cancelButton().tap()
        #expect(try screen.openNewContact().controller !== newContact.controller)
    }

    @Test("a contact saved on New Contact closes it, and the list inserts its row at the sorted place")
    func newContactIsInserted() throws {
        let (screen, environment) = makeSUT(contacts: [
            Fixtures.contact(1, "Ada", "Lovelace"), Fixtures.contact(2, "Grace", "Hopper"),
        ])
        try screen.table().clearUpdates()

        try screen.openNewContact().submit(firstName: "Charles", lastName: "Babbage")

        #expect(screen.newContact == nil)
        #expect(environment.contactStore.document.contacts.last == Fixtures.contact(3, "Charles", "Babbage"))
        #expect(try screen.rowNames() == ["Ada Lovelace", "Charles Babbage", "Grace Hopper"])
        #expect(try screen.table().updates == [.insertRows([IndexPath(row: 1, section: 0)])])
        #expect(try screen.table().inconsistencies.isEmpty)
    }

    @Test("the first contact hides \"No contacts\"")
    func firstContactHidesEmptyLabel() throws {
        let (screen, _) = makeSUT()

        try screen.openNewContact().submit(firstName: "Ada", lastName: "Lovelace")

        #expect(try screen.showsEmptyLabel() == false)
        #expect(try screen.rowNames() == ["Ada Lovelace"])
    }

    @Test("a refused new contact is New Contact's to report: the list shows no alert of its own")
    func refusedContactLeavesTheList() throws {
        let (screen, environment) = makeSUT()
        environment.contactStore.failNextSave(reason: "the disk is full")
        let newContact = try screen.openNewContact()

        try newContact.submit(firstName: "Ada", lastName: "Lovelace")

        #expect(try screen.host.alert() == .ok("Could not save", "Your contact was not saved: the disk is full"))
        try screen.host.tapAlertButton("OK")
        #expect(screen.host.topAlert == nil)
        #expect(screen.newContact?.controller === newContact.controller)
        #expect(try screen.rowNames().isEmpty)
    }

    @Test("an import finishing while New Contact is open alerts on top, and the new contact keeps the imports")
    func importWhileNewContactIsOpen() throws {
        let (screen, environment) = makeSUT()
        try screen.importButton().tap()
        let newContact = try screen.openNewContact()

        environment.directory.succeed(with: Fixtures.employees("Tiger Nixon"))
        #expect(try screen.host.alert() == .ok("Import finished", "Added 1 contact, skipped 0."))
        try screen.host.tapAlertButton("OK")
        try newContact.submit(firstName: "Ada", lastName: "Lovelace")

        #expect(screen.host.window.presentationWarnings.isEmpty)
        #expect(try screen.rowNames() == ["Ada Lovelace", "Tiger Nixon"])
        #expect(environment.contactStore.document.contacts.map(\.fullName) == ["Tiger Nixon", "Ada Lovelace"])
    }
}
