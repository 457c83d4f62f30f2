import Models

extension Scenario {
    static let lifetimeScenarios: [Scenario] = [
        Scenario("C41", "An import answer after the app is torn down is dropped: no crash, no write, nothing alive") {
            app in
            try app.tapImport()
            app.tearDown()
            app.environment.directory.succeed(with: Employees.named(["Late Answer"]))
            try app.expectEqual(app.survivors, [], "objects alive after teardown")
            try app.expectEqual(app.environment.contactFake?.saveCount, 0, "writes")
        },
        Scenario("C42", "An import answer meant for the previous launch is dropped by the relaunched app") { app in
            try app.tapImport()
            app.relaunch()
            app.environment.directory.fail(with: .status("late"))
            try app.expectNoAlert()
            try app.showContacts()
            try app.expectNoAlert()
            try app.expectContacts([])
            try app.expectImportIdle()
        },
        Scenario("X01", "Every screen's objects are released: New Contact when dismissed, all of them at teardown") {
            app in
            try app.addTodo("Visit every screen")
            try app.showContacts()
            for _ in 0..<2 {
                try app.openNewContact()
                try app.tap(Identifier.NewContact.done)
                try app.chooseAlertAction("Ok")
                try app.tap(Identifier.NewContact.cancel)
                try app.expectEqual(app.detachedSurvivors, [], "objects alive once New Contact is gone")
            }
            try app.addContact("Kept", "Contact")
            try app.expectEqual(app.detachedSurvivors, [], "objects alive once New Contact is gone")
            try app.tapImport()
            try app.selectTab("Todo")
            try app.swipeTodo(row: 0, "Remove")
            app.tearDown()
            try app.expectEqual(app.survivors, [], "objects alive after teardown")
        },
    ]
}
