import Foundation
import Harness
import Models

extension Scenario {
    /// E2, contact details (Exercises/E2-contact-details/README.md).
    static let contactDetailsScenarios: [Scenario] = [
        Scenario(
            "E2-01", "Tapping a contact pushes \"Contact\" with the full name, \"Delete\" and a back button",
            in: World.contacts(("Tiger", "Nixon"), ("Ashton", "Cox"), ("Garrett", "Winters"))
        ) { app in
            try app.showContacts()
            try app.openContact(row: 1)
            try app.expectContactDetails("Garrett Winters")
            try app.expectNoAlert()
        },
        Scenario(
            "E2-02", "\"Delete\" asks \"Delete contact\" with the full name, \"Cancel\" and \"Delete\" (destructive)",
            in: World.contacts(("Tiger", "Nixon"), ("Ashton", "Cox"))
        ) { app in
            try app.showContacts()
            try app.openContact(row: 1)
            try app.tap(ContactDetailsScreen.deleteButton)
            try app.expectAlert(ContactDetailsScreen.deleteQuestion("Tiger Nixon"))
        },
        Scenario(
            "E2-03",
            "Deleting saves, goes back and deletes exactly that row (no reload); it stays deleted after a relaunch",
            in: World.contacts(("Tiger", "Nixon"), ("Ashton", "Cox"), ("Garrett", "Winters"))
        ) { app in
            try app.showContacts()
            try app.clearTableUpdates(Identifier.Contacts.list)
            try app.deleteContact(row: 1)
            try app.expectNoAlert()
            try app.expectBackOnContacts()
            try app.expectContacts(["Ashton Cox", "Tiger Nixon"])
            try app.expectEqual(
                try app.tableUpdates(Identifier.Contacts.list), [.deleteRows([IndexPath(row: 1, section: 0)])],
                "table updates")
            try app.expectEqual(app.savedContactIDs, [1, 2], "saved ids")
            try app.expectEqual(app.environment.contactFake?.saveCount, 1, "saves")
            app.relaunch()
            try app.showContacts()
            try app.expectContacts(["Ashton Cox", "Tiger Nixon"])
        },
        Scenario(
            "E2-04", "\"Cancel\" keeps the contact and the Contact screen, and saves nothing",
            in: World.contacts(("Tiger", "Nixon"), ("Ashton", "Cox"))
        ) { app in
            try app.showContacts()
            try app.openContact(row: 0)
            try app.tap(ContactDetailsScreen.deleteButton)
            try app.chooseAlertAction("Cancel")
            try app.expectNoAlert()
            try app.expectContactDetails("Ashton Cox")
            try app.goBack()
            try app.expectContacts(["Ashton Cox", "Tiger Nixon"])
            try app.expectEqual(app.environment.contactFake?.saveCount, 0, "saves")
        },
        Scenario(
            "E2-05",
            "A failed save shows \"Could not save\"; the Contact screen and the contact stay, also after a relaunch",
            in: World.contacts(("Tiger", "Nixon"), ("Ashton", "Cox"))
        ) { app in
            try app.showContacts()
            try app.clearTableUpdates(Identifier.Contacts.list)
            app.environment.contactFake?.failNextSave(reason: "the disk is full")
            try app.deleteContact(row: 0)
            try app.expectAlert(SpecAlert.changeNotSaved("the disk is full"))
            try app.chooseAlertAction("OK")
            try app.expectNoAlert()
            try app.expectContactDetails("Ashton Cox")
            try app.expectEqual(app.savedContactIDs, [1, 2], "saved ids")
            try app.goBack()
            try app.expectContacts(["Ashton Cox", "Tiger Nixon"])
            try app.expectEqual(try app.tableUpdates(Identifier.Contacts.list), [], "table updates")
            app.relaunch()
            try app.showContacts()
            try app.expectContacts(["Ashton Cox", "Tiger Nixon"])
        },
        Scenario(
            "E2-06", "After a failed save, \"Delete\" can be tried again and then deletes the contact",
            in: World.contacts(("Tiger", "Nixon"), ("Ashton", "Cox"))
        ) { app in
            try app.showContacts()
            app.environment.contactFake?.failNextSave(reason: "the disk is full")
            try app.deleteContact(row: 1)
            try app.chooseAlertAction("OK")
            try app.tap(ContactDetailsScreen.deleteButton)
            try app.expectAlert(ContactDetailsScreen.deleteQuestion("Tiger Nixon"))
            try app.chooseAlertAction("Delete")
            try app.expectNoAlert()
            try app.expectBackOnContacts()
            try app.expectContacts(["Ashton Cox"])
            try app.expectEqual(app.savedContactIDs, [2], "saved ids")
        },
        Scenario(
            "E2-07", "The back button returns to the unchanged list, saving nothing; another row opens its own contact",
            in: World.contacts(("Tiger", "Nixon"), ("Ashton", "Cox"), ("Garrett", "Winters"))
        ) { app in
            try app.showContacts()
            try app.clearTableUpdates(Identifier.Contacts.list)
            try app.openContact(row: 2)
            try app.expectContactDetails("Tiger Nixon")
            try app.goBack()
            try app.expectBackOnContacts()
            try app.expectContacts(["Ashton Cox", "Garrett Winters", "Tiger Nixon"])
            try app.expectEqual(try app.tableUpdates(Identifier.Contacts.list), [], "table updates")
            try app.expectEqual(app.environment.contactFake?.saveCount, 0, "saves")
            try app.openContact(row: 0)
            try app.expectContactDetails("Ashton Cox")
        },
        Scenario(
            "E2-08", "Deleting one of two contacts with the same name deletes the one that was tapped",
            in: World.contacts(("John", "Smith"), ("Ann", "Lee"), ("John", "Smith"))
        ) { app in
            try app.showContacts()
            try app.clearTableUpdates(Identifier.Contacts.list)
            try app.deleteContact(row: 2)
            try app.expectContacts(["Ann Lee", "John Smith"])
            try app.expectEqual(
                try app.tableUpdates(Identifier.Contacts.list), [.deleteRows([IndexPath(row: 2, section: 0)])],
                "table updates")
            try app.expectEqual(app.savedContactIDs, [1, 2], "saved ids")
        },
        Scenario(
            "E2-09", "Deleting the only contact leaves an empty list that shows \"No contacts\"",
            in: World.contacts(("Grace", "Hopper"))
        ) { app in
            try app.showContacts()
            try app.clearTableUpdates(Identifier.Contacts.list)
            try app.deleteContact(row: 0)
            try app.expectBackOnContacts()
            try app.expectContacts([])
            try app.expectEqual(
                try app.tableUpdates(Identifier.Contacts.list), [.deleteRows([IndexPath(row: 0, section: 0)])],
                "table updates")
        },
        Scenario(
            "E2-10", "After a deletion a new contact takes a new id, never the deleted one, and its sorted place",
            in: World.contacts(("Anna", "Adams"), ("Carl", "Cole"), ("Dora", "Dunn"))
        ) { app in
            try app.showContacts()
            try app.deleteContact(row: 2)
            try app.addContact("Bea", "Brown")
            try app.expectContacts(["Anna Adams", "Bea Brown", "Carl Cole"])
            try app.expectEqual(app.savedContactIDs, [1, 2, 4], "saved ids")
        },
        Scenario(
            "E2-11", "Right-to-left names, emoji and combining marks show as stored, on the screen and in the question",
            in: World.contacts(("سارا", "محمدی"), ("Rene\u{301}", "🚀"))
        ) { app in
            try app.showContacts()
            try app.openContact(row: 1)
            try app.expectContactDetails("سارا محمدی")
            try app.tap(ContactDetailsScreen.deleteButton)
            try app.expectAlert(ContactDetailsScreen.deleteQuestion("سارا محمدی"))
            try app.chooseAlertAction("Cancel")
            try app.goBack()
            try app.openContact(row: 0)
            try app.expectContactDetails("Rene\u{301} 🚀")
        },
        Scenario(
            "E2-12", "Contacts added and imported since launch open and delete like the stored ones",
            in: World.contacts(("Anna", "Adams"), ("Carl", "Cole"))
        ) { app in
            try app.addContact("Bea", "Brown")
            try app.importContacts(["Dora Dunn"])
            try app.chooseAlertAction("OK")
            try app.openContact(row: 1)
            try app.expectContactDetails("Bea Brown")
            try app.goBack()
            try app.clearTableUpdates(Identifier.Contacts.list)
            try app.deleteContact(row: 3)
            try app.expectContacts(["Anna Adams", "Bea Brown", "Carl Cole"])
            try app.expectEqual(
                try app.tableUpdates(Identifier.Contacts.list), [.deleteRows([IndexPath(row: 3, section: 0)])],
                "table updates")
            try app.expectEqual(app.savedContactIDs, [1, 2, 3], "saved ids")
        },
    ]
}
