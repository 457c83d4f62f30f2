import Models

extension Scenario {
    static let importFailureScenarios: [Scenario] = [
        Scenario(
            "C35", "A transport error shows \"Import failed\" with the reason; \"Cancel\" leaves things as they were"
        ) {
            app in
            try app.tapImport()
            app.environment.directory.fail(with: .transport(reason: "The Internet connection appears to be offline."))
            try app.expectAlert(SpecAlert.importFailed("The Internet connection appears to be offline."))
            try app.expectImportIdle()
            try app.chooseAlertAction("Cancel")
            try app.expectNoAlert()
            try app.expectContacts([])
            try app.expectEqual(app.environment.directory.requestCount, 1, "directory requests")
        },
        Scenario(
            "C36", "An answer that is not the directory's JSON fails with \"The directory's answer could not be read.\""
        ) {
            app in
            try app.tapImport()
            app.environment.directory.fail(with: .undecodable)
            try app.expectAlert(SpecAlert.importFailed("The directory's answer could not be read."))
            try app.chooseAlertAction("Cancel")
            try app.expectImportIdle()
        },
        Scenario("C37", "A status other than success fails with \"The directory answered with status <status>.\"") {
            app in
            try app.tapImport()
            app.environment.directory.fail(with: .status("error"))
            try app.expectAlert(SpecAlert.importFailed("The directory answered with status error."))
            try app.chooseAlertAction("Cancel")
            try app.expectContacts([])
        },
        Scenario("C38", "\"Retry\" starts the import again: spinner, disabled button, a new request, then the contacts")
        {
            app in
            try app.tapImport()
            app.environment.directory.fail(with: .status("busy"))
            try app.chooseAlertAction("Retry")
            try app.expectShown(Identifier.Contacts.loading)
            try app.expectEnabled(Identifier.Contacts.importButton, false)
            try app.expectEqual(app.environment.directory.requestCount, 2, "directory requests")
            app.environment.directory.succeed(with: Employees.named(["Jena Gaines"]))
            try app.expectAlert(SpecAlert.importFinished(added: 1, skipped: 0))
            try app.chooseAlertAction("OK")
            try app.expectContacts(["Jena Gaines"])
            try app.expectImportIdle()
        },
        Scenario("C39", "A retry that fails again shows \"Import failed\" again") { app in
            try app.tapImport()
            app.environment.directory.fail(with: .undecodable)
            try app.chooseAlertAction("Retry")
            app.environment.directory.fail(with: .transport(reason: "The request timed out."))
            try app.expectAlert(SpecAlert.importFailed("The request timed out."))
            try app.expectImportIdle()
        },
        Scenario("C40", "A failed save of imported contacts shows \"Could not save\" and adds nothing") { app in
            app.environment.contactFake?.failNextSave(reason: "the disk is full")
            try app.importContacts(["Tiger Nixon", "Garrett Winters"])
            try app.expectAlert(SpecAlert.contactsNotSaved("the disk is full"))
            try app.chooseAlertAction("OK")
            try app.expectNoAlert()
            try app.expectContacts([])
            try app.expectImportIdle()
            app.relaunch()
            try app.showContacts()
            try app.expectContacts([])
        },
    ]
}
