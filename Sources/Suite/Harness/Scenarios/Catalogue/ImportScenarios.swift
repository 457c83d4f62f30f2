import Models

extension Scenario {
    static let importScenarios: [Scenario] = [
        Scenario("C25", "While importing, the spinner shows, \"Import\" is disabled and no second request starts") {
            app in
            try app.tapImport()
            try app.expectShown(Identifier.Contacts.loading)
            try app.expectEnabled(Identifier.Contacts.importButton, false)
            try app.tap(Identifier.Contacts.importButton)
            try app.expectEqual(app.environment.directory.requestCount, 1, "directory requests")
            app.environment.directory.succeed(with: [])
            try app.expectImportIdle()
        },
        Scenario("C26", "A successful import adds the contacts in one write and says \"Added 2 contacts, skipped 0.\"")
        {
            app in
            try app.importContacts(["Tiger Nixon", "Garrett Winters"])
            try app.expectAlert(SpecAlert.importFinished(added: 2, skipped: 0))
            try app.expectImportIdle()
            try app.chooseAlertAction("OK")
            try app.expectContacts(["Garrett Winters", "Tiger Nixon"])
            try app.expectEqual(app.environment.contactFake?.saveCount, 1, "writes")
        },
        Scenario("C27", "Importing one contact says \"Added 1 contact, skipped 0.\"") { app in
            try app.importContacts(["Ashton Cox"])
            try app.expectAlert(SpecAlert.importFinished(added: 1, skipped: 0))
            try app.chooseAlertAction("OK")
            try app.expectContacts(["Ashton Cox"])
        },
        Scenario("C28", "An import that adds nothing writes nothing and says \"Added 0 contacts, skipped 2.\"") { app in
            try app.importContacts(["Cher", "Madonna"])
            try app.expectAlert(SpecAlert.importFinished(added: 0, skipped: 2))
            try app.chooseAlertAction("OK")
            try app.expectContacts([])
            try app.expectEqual(app.environment.contactFake?.saveCount, 0, "writes")
        },
        Scenario("C29", "Imported names are trimmed and split at the last space into first and last name") { app in
            try app.importContacts(["  Ana María López \n"])
            try app.expectAlert(SpecAlert.importFinished(added: 1, skipped: 0))
            try app.chooseAlertAction("OK")
            try app.expectContacts(["Ana María López"])
            let saved = app.environment.contactFake?.document.contacts.first
            try app.expectEqual(saved?.firstName, "Ana María", "saved first name")
            try app.expectEqual(saved?.lastName, "López", "saved last name")
        },
        Scenario("C30", "Imported names without a space are skipped") { app in
            try app.importContacts(["Cher", "Brielle Williamson", "  Prince  "])
            try app.expectAlert(SpecAlert.importFinished(added: 1, skipped: 2))
            try app.chooseAlertAction("OK")
            try app.expectContacts(["Brielle Williamson"])
        },
        Scenario(
            "C43", "Imported names with a part longer than 100 characters are skipped, as typed ones are refused"
        ) { app in
            let longest = String(repeating: "a", count: 100)
            try app.importContacts(["Ann \(longest)a", "\(longest)b Lee", "Ann \(longest)"])
            try app.expectAlert(SpecAlert.importFinished(added: 1, skipped: 2))
            try app.chooseAlertAction("OK")
            try app.expectContacts(["Ann \(longest)"])
        },
        Scenario(
            "C50", "An imported name whose part carries 1,000 combining marks is skipped, as a typed one is refused"
        ) { app in
            let heavy = "e" + String(repeating: "\u{301}", count: 1_000)
            try app.importContacts(["\(heavy) Z", "Ann \(heavy)", "Ann Lee"])
            try app.expectAlert(SpecAlert.importFinished(added: 1, skipped: 2))
            try app.chooseAlertAction("OK")
            try app.expectContacts(["Ann Lee"])
        },
        Scenario(
            "C31", "Imported names already in the list are skipped, ignoring case and accents",
            in: World.contacts(("José", "García"))
        ) { app in
            try app.importContacts(["JOSE GARCIA", "jose garcía", "Rhona Davidson"])
            try app.expectAlert(SpecAlert.importFinished(added: 1, skipped: 2))
            try app.chooseAlertAction("OK")
            try app.expectContacts(["José García", "Rhona Davidson"])
        },
        Scenario("C32", "A name repeated in the same answer is imported once, ignoring case and accents") { app in
            try app.importContacts(["Zoë Adams", "zoe adams", "ZOË ADAMS", "Colleen Hurst"])
            try app.expectAlert(SpecAlert.importFinished(added: 2, skipped: 2))
            try app.chooseAlertAction("OK")
            try app.expectContacts(["Colleen Hurst", "Zoë Adams"])
        },
        Scenario(
            "C33", "Imported contacts take their sorted places among the saved ones",
            in: World.contacts(("Bea", "Brown"), ("Dan", "Dunn"))
        ) { app in
            try app.importContacts(["Cid Cole", "Al Ames", "Eve Evans"])
            try app.chooseAlertAction("OK")
            try app.expectContacts(["Al Ames", "Bea Brown", "Cid Cole", "Dan Dunn", "Eve Evans"])
        },
        Scenario("C34", "An import answer that arrives while New Contact is open shows its alert on top of it") { app in
            try app.tapImport()
            try app.openNewContact()
            try app.fillNewContact("Half", "Typed")
            app.environment.directory.succeed(with: Employees.named(["Sonya Frost"]))
            try app.expectAlert(SpecAlert.importFinished(added: 1, skipped: 0))
            try app.chooseAlertAction("OK")
            try app.expectNewContact("Half", "Typed")
            try app.tap(Identifier.NewContact.done)
            try app.expectContacts(["Half Typed", "Sonya Frost"])
        },
    ]
}
