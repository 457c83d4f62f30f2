import Models

extension Scenario {
    static let contactScenarios: [Scenario] = [
        Scenario("C01", "The Contacts tab shows \"Import\" left, \"Add\" right, \"No contacts\" and no spinner") {
            app in
            try app.showContacts()
            try app.expectEqual(app.title, "Contacts", "screen title")
            try app.expectEqual(try app.barButtonTitle(Identifier.Contacts.importButton), "Import", "left bar button")
            try app.expectEqual(try app.barButtonTitle(Identifier.Contacts.addButton), "Add", "right bar button")
            try app.expectEnabled(Identifier.Contacts.importButton)
            try app.expectEnabled(Identifier.Contacts.addButton)
            try app.expectContacts([])
            try app.expectHidden(Identifier.Contacts.loading)
            try app.expectNoAlert()
        },
        Scenario(
            "C02", "Saved contacts are listed by full name, each with the placeholder image",
            in: World.contacts(("Tiger", "Nixon"), ("Ashton", "Cox"), ("Garrett", "Winters"))
        ) { app in
            try app.showContacts()
            try app.expectContacts(["Ashton Cox", "Garrett Winters", "Tiger Nixon"])
            let images = try app.rows(in: Identifier.Contacts.list).map {
                $0.element(Identifier.Contacts.rowImage)?.imageName
            }
            try app.expectEqual(images, Array(repeating: "contact-placeholder", count: 3), "row images")
        },
        Scenario(
            "C03", "Case is ignored in the order: \"alice Zed\" comes before \"Bob Young\"",
            in: World.contacts(("Bob", "Young"), ("alice", "Zed"))
        ) { app in
            try app.showContacts()
            try app.expectContacts(["alice Zed", "Bob Young"])
        },
        Scenario(
            "C04", "Case is ignored in the order: \"Alice Zed\" comes before \"bob Young\"",
            in: World.contacts(("bob", "Young"), ("Alice", "Zed"))
        ) { app in
            try app.showContacts()
            try app.expectContacts(["Alice Zed", "bob Young"])
        },
        Scenario(
            "C05", "Accents are ignored in the order: \"Émile Zola\" comes before \"Eva Long\"",
            in: World.contacts(("Eva", "Long"), ("Émile", "Zola"))
        ) { app in
            try app.showContacts()
            try app.expectContacts(["Émile Zola", "Eva Long"])
        },
        Scenario(
            "C06", "Accents are ignored in the order: \"Emile Zola\" comes before \"Éva Long\"",
            in: World.contacts(("Éva", "Long"), ("Emile", "Zola"))
        ) { app in
            try app.showContacts()
            try app.expectContacts(["Emile Zola", "Éva Long"])
        },
        Scenario(
            "C07", "Names equal but for case are ordered by the exact full name, whichever was stored first",
            in: World.contacts(("anna", "Bell"), ("Anna", "Bell"), ("Anna", "bell"))
        ) { app in
            try app.showContacts()
            try app.expectContacts(["Anna Bell", "Anna bell", "anna Bell"])
        },
        Scenario("C08", "After a relaunch the same contacts show in the same order") { app in
            try app.addContact("Zoe", "Adams")
            try app.addContact("adam", "Smith")
            try app.addContact("Élodie", "Brun")
            try app.expectContacts(["adam Smith", "Élodie Brun", "Zoe Adams"])
            app.relaunch()
            try app.showContacts()
            try app.expectContacts(["adam Smith", "Élodie Brun", "Zoe Adams"])
        },
    ]
}
