import Foundation
import HeadlessUI
import Models
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
        #expect(newContact.controller.title == "New Contact")
        try newContact.cancelButton().tap()
        #expect(try screen.openNewContact().controller !== newContact.controller)
    }

    @Test("Done saves the trimmed contact, dismisses New Contact and inserts its row at the sorted place")
    func doneInsertsRow() throws {
        let (screen, environment) = makeSUT(contacts: [contact(1, "Ada", "Lovelace"), contact(2, "Grace", "Hopper")])
        try screen.table().clearUpdates()

        try screen.openNewContact().submit(firstName: " Charles ", lastName: "Babbage ")

        #expect(screen.newContact == nil)
        #expect(screen.host.topAlert == nil)
        #expect(environment.contactStore.document.contacts.last == contact(3, "Charles", "Babbage"))
        #expect(environment.contactStore.saveCount == 1)
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

    @Test("two contacts may have the same name")
    func sameNameTwice() throws {
        let (screen, environment) = makeSUT(contacts: [contact(1, "Ada", "Lovelace")])

        try screen.openNewContact().submit(firstName: "Ada", lastName: "Lovelace")

        #expect(try screen.rowNames() == ["Ada Lovelace", "Ada Lovelace"])
        #expect(environment.contactStore.document.contacts.map(\.id) == [1, 2])
    }

    @Test("invalid names keep New Contact open with its alert and save nothing")
    func invalidNamesStay() throws {
        let (screen, environment) = makeSUT()
        let newContact = try screen.openNewContact()

        try newContact.submit(firstName: "Ada", lastName: " ")

        #expect(screen.newContact?.controller === newContact.controller)
        #expect(try screen.host.alert().title == "Error")
        #expect(environment.contactStore.saveCount == 0)
    }

    @Test("a failed save shows why over New Contact, which stays open with its text")
    func saveFailure() throws {
        let (screen, environment) = makeSUT()
        environment.contactStore.failNextSave(reason: "the disk is full")
        let newContact = try screen.openNewContact()

        try newContact.submit(firstName: "Ada", lastName: "Lovelace")

        #expect(
            try screen.host.alert()
                == .okAlert(title: "Could not save", message: "Your contact was not saved: the disk is full"))
        try screen.host.tapAlertButton("OK")
        #expect(screen.newContact?.controller === newContact.controller)
        #expect(try newContact.texts() == ["Ada", "Lovelace"])
        #expect(try screen.rowNames().isEmpty)
        #expect(environment.contactStore.document.contacts.isEmpty)
    }

    @Test("Cancel dismisses New Contact and saves nothing")
    func cancel() throws {
        let (screen, environment) = makeSUT()
        try screen.table().clearUpdates()
        let newContact = try screen.openNewContact()
        try newContact.firstNameField().enterText("Ada")

        try newContact.cancelButton().tap()

        #expect(screen.newContact == nil)
        #expect(environment.contactStore.saveCount == 0)
        #expect(try screen.table().updates.isEmpty)
        #expect(try screen.showsEmptyLabel())
    }

    @Test(
        "an import finishing while New Contact is open alerts on top, and the new contact keeps the imports"
    )
    func importWhileNewContactIsOpen() throws {
        let (screen, environment) = makeSUT()
        try screen.importButton().tap()
        let newContact = try screen.openNewContact()

        environment.directory.succeed(with: [Employee(id: "1", name: "Tiger Nixon")])
        #expect(try screen.host.alert().title == "Import finished")
        try screen.host.tapAlertButton("OK")
        try newContact.submit(firstName: "Ada", lastName: "Lovelace")

        #expect(screen.host.window.presentationWarnings.isEmpty)
        #expect(try screen.rowNames() == ["Ada Lovelace", "Tiger Nixon"])
        #expect(environment.contactStore.document.contacts.map(\.fullName) == ["Tiger Nixon", "Ada Lovelace"])
    }
}
