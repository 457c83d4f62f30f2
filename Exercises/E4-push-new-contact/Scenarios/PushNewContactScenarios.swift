import Foundation
import Harness
import Models

extension Scenario {
    /// E4, New Contact pushed instead of presented (Exercises/E4-push-new-contact/README.md).
    static let pushNewContactScenarios: [Scenario] = [
        Scenario(
            "E4-01",
            "\"Add\" pushes \"New Contact\" onto the Contacts stack: first name focused, \"Cancel\" in the back button's place, \"Done\" right"
        ) { app in
            try app.openNewContact()
            try app.expectNewContactPushed("", "")
            try app.expectEqual(try app.placeholder(of: Identifier.NewContact.firstName), "First name", "placeholder")
            try app.expectEqual(try app.placeholder(of: Identifier.NewContact.lastName), "Last name", "placeholder")
            try app.expect(try app.isFocused(Identifier.NewContact.firstName), "the first name should have the focus")
            try app.expectEqual(try app.barButtonTitle(Identifier.NewContact.cancel), "Cancel", "left bar button")
            try app.expectEqual(try app.barButtonTitle(Identifier.NewContact.done), "Done", "right bar button")
            try app.expectNoAlert()
        },
        Scenario(
            "E4-02", "\"Cancel\" pops back to the unchanged list and saves nothing, even with names typed",
            in: World.contacts(("Ada", "Lovelace"))
        ) { app in
            try app.showContacts()
            try app.clearTableUpdates(Identifier.Contacts.list)
            try app.openNewContact()
            try app.fillNewContact("Never", "Saved")
            try app.expectNewContactPushed("Never", "Saved")
            try app.tap(Identifier.NewContact.cancel)
            try app.expectNoAlert()
            try app.expectPoppedToContacts()
            try app.expectContacts(["Ada Lovelace"])
            try app.expectEqual(try app.tableUpdates(Identifier.Contacts.list), [], "table updates")
            try app.expectEqual(app.environment.contactFake?.saveCount, 0, "saves")
        },
        Scenario(
            "E4-03", "\"Done\" saves the trimmed contact, pops, and inserts its row at its sorted place (no reload)",
            in: World.contacts(("Anna", "Adams"), ("Carl", "Cole"))
        ) { app in
            try app.showContacts()
            try app.clearTableUpdates(Identifier.Contacts.list)
            try app.openNewContact()
            try app.fillNewContact("  Bea ", "\nBrown  ")
            try app.expectNewContactPushed("  Bea ", "\nBrown  ")
            try app.tap(Identifier.NewContact.done)
            try app.expectNoAlert()
            try app.expectPoppedToContacts()
            try app.expectContacts(["Anna Adams", "Bea Brown", "Carl Cole"])
            try app.expectEqual(
                try app.tableUpdates(Identifier.Contacts.list), [.insertRows([IndexPath(row: 1, section: 0)])],
                "table updates")
            let saved = app.environment.contactFake?.document.contacts.last
            try app.expectEqual(saved?.firstName, "Bea", "saved first name")
            try app.expectEqual(saved?.lastName, "Brown", "saved last name")
            try app.expectEqual(app.environment.contactFake?.saveCount, 1, "saves")
        },
        Scenario(
            "E4-04", "A refused name shows \"Error\" over the pushed New Contact, which keeps its text and then saves"
        ) { app in
            try app.openNewContact()
            try app.fillNewContact("", "Lonely")
            try app.tap(Identifier.NewContact.done)
            try app.expectAlert(SpecAlert.missingContactName)
            try app.chooseAlertAction("Ok")
            try app.expectNewContactPushed("", "Lonely")
            let long = String(repeating: "a", count: 101)
            try app.fillNewContact(long, "Lonely")
            try app.tap(Identifier.NewContact.done)
            try app.expectAlert(SpecAlert.contactNameTooLong)
            try app.chooseAlertAction("Ok")
            try app.expectNewContactPushed(long, "Lonely")
            try app.expectEqual(app.environment.contactFake?.saveCount, 0, "saves")
            try app.fillNewContact("Ada", "Lonely")
            try app.tap(Identifier.NewContact.done)
            try app.expectPoppedToContacts()
            try app.expectContacts(["Ada Lonely"])
        },
        Scenario(
            "E4-05",
            "A failed save shows \"Could not save\" over the pushed New Contact, which stays with its text; \"Done\" again saves and pops"
        ) { app in
            app.environment.contactFake?.failNextSave(reason: "the disk is full")
            try app.addContact("Linus", "Torvalds")
            try app.expectAlert(SpecAlert.contactNotSaved("the disk is full"))
            try app.chooseAlertAction("OK")
            try app.expectNewContactPushed("Linus", "Torvalds")
            try app.tap(Identifier.NewContact.done)
            try app.expectNoAlert()
            try app.expectPoppedToContacts()
            try app.expectContacts(["Linus Torvalds"])
        },
        Scenario(
            "E4-06",
            "With names typed there is no back button and no sheet to swipe down; nothing asks to discard, and \"Cancel\" still closes"
        ) { app in
            try app.openNewContact()
            try app.fillNewContact("Ada", "Lovelace")
            try app.expect((try? app.swipeDownSheet()) == nil, "New Contact should not be a sheet to swipe down")
            try app.expectNoAlert()
            try app.expectNewContactPushed("Ada", "Lovelace")
            try app.tap(Identifier.NewContact.cancel)
            try app.expectNoAlert()
            try app.expectPoppedToContacts()
            try app.expectContacts([])
        },
        Scenario(
            "E4-07",
            "Switching tabs keeps New Contact pushed on the Contacts tab with its text; \"Done\" then adds the contact"
        ) { app in
            try app.openNewContact()
            try app.fillNewContact("Ada", "Lovelace")
            try app.selectTab("Todo")
            try app.expectEqual(app.title, "Todo", "screen title")
            try app.addTodo("Call Ada")
            try app.showContacts()
            try app.expectNewContactPushed("Ada", "Lovelace")
            try app.tap(Identifier.NewContact.done)
            try app.expectPoppedToContacts()
            try app.expectContacts(["Ada Lovelace"])
        },
        Scenario(
            "E4-08",
            "An import answer that arrives while New Contact is pushed shows its alert on top; New Contact stays"
        ) { app in
            try app.tapImport()
            try app.openNewContact()
            try app.fillNewContact("Half", "Typed")
            app.environment.directory.succeed(with: Employees.named(["Sonya Frost"]))
            try app.expectAlert(SpecAlert.importFinished(added: 1, skipped: 0))
            try app.chooseAlertAction("OK")
            try app.expectNewContactPushed("Half", "Typed")
            try app.tap(Identifier.NewContact.done)
            try app.expectPoppedToContacts()
            try app.expectContacts(["Half Typed", "Sonya Frost"])
            try app.expectImportIdle()
        },
        Scenario(
            "E4-09", "Every \"Add\" pushes a new, empty New Contact, and one that closed is released"
        ) { app in
            try app.openNewContact()
            try app.fillNewContact("Ada", "")
            try app.tap(Identifier.NewContact.cancel)
            try app.expectEqual(app.detachedSurvivors, [], "objects alive once New Contact is gone")
            try app.openNewContact()
            try app.expectNewContactPushed("", "")
            try app.expect(try app.isFocused(Identifier.NewContact.firstName), "the first name should have the focus")
            try app.fillNewContact("Grace", "Hopper")
            try app.tap(Identifier.NewContact.done)
            try app.expectEqual(app.detachedSurvivors, [], "objects alive once New Contact is gone")
            try app.openNewContact()
            try app.expectNewContactPushed("", "")
        },
        Scenario(
            "E4-10", "A relaunch while New Contact is pushed starts on the list, with nothing saved"
        ) { app in
            try app.openNewContact()
            try app.fillNewContact("Ada", "Lovelace")
            try app.expectNewContactPushed("Ada", "Lovelace")
            app.relaunch()
            try app.showContacts()
            try app.expectPoppedToContacts()
            try app.expectContacts([])
            try app.expectEqual(app.environment.contactFake?.saveCount, 0, "saves")
        },
    ]
}
