import Models

extension Scenario {
    static let contactFaultScenarios: [Scenario] = [
        Scenario("C21", "A failed save of a new contact shows \"Could not save\"; New Contact stays with its text") {
            app in
            app.environment.contactFake?.failNextSave(reason: "the disk is full")
            try app.addContact("Linus", "Torvalds")
            try app.expectAlert(SpecAlert.contactNotSaved("the disk is full"))
            try app.chooseAlertAction("OK")
            try app.expectNewContact("Linus", "Torvalds")
            try app.tap(Identifier.NewContact.done)
            try app.expect(!app.isShowingModalScreen, "New Contact should be dismissed after the second try")
            try app.expectContacts(["Linus Torvalds"])
        },
        Scenario(
            "C22", "Unreadable saved contacts: \"Could not load contacts\" when the Contacts tab is first shown, once",
            in: World.contactsFailToLoad(.unreadable(keptAs: "contacts.unreadable-1.json"))
        ) { app in
            try app.expectNoAlert()
            try app.showContacts()
            try app.expectAlert(SpecAlert.contactsKept(in: "contacts.unreadable-1.json"))
            try app.chooseAlertAction("OK")
            try app.expectContacts([])
            try app.selectTab("Todo")
            try app.showContacts()
            try app.expectNoAlert()
        },
        Scenario(
            "C23", "An unreadable contacts file is kept byte for byte beside the store; new contacts save anew",
            in: try ScenarioEnvironment.withFileStores(contactBytes: World.corruptBytes)
        ) { app in
            try app.showContacts()
            try app.expectAlert(SpecAlert.contactsKept(in: "contacts.unreadable-1.json"))
            try app.expectEqual(
                app.environment.storedFile(named: "contacts.unreadable-1.json"), World.corruptBytes, "kept bytes")
            try app.chooseAlertAction("OK")
            try app.addContact("Ada", "Lovelace")
            app.relaunch()
            try app.showContacts()
            try app.expectNoAlert()
            try app.expectContacts(["Ada Lovelace"])
        },
        Scenario(
            "C24", "Saved contacts that cannot be read or kept: \"Could not load contacts\" with the reason",
            in: World.contactsFailToLoad(.unreadableNotKept(reason: "the file is locked"))
        ) { app in
            try app.showContacts()
            try app.expectAlert(SpecAlert.contactsUnreadable("the file is locked"))
            try app.chooseAlertAction("OK")
            try app.expectContacts([])
        },
    ]
}
