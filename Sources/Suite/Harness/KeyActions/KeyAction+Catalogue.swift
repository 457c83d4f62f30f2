extension KeyAction {
    /// The actions a class asks about, in the order the report lists them.
    public static let all: [KeyAction] = [
        KeyAction(
            "add-task", "Add a task", in: ScenarioEnvironment(),
            act: { app in try app.addTodo("Water the plants") },
            check: { app in try app.expectTodos(["Water the plants"]) }),
        KeyAction(
            "mark-done", "Mark one done", in: World.tasks(World.task(1, "Water the plants")),
            act: { app in try app.swipeTodo(row: 0, "Done") },
            check: { app in try app.expectTodoRow(0, done: true) }),
        KeyAction(
            "change-priority", "Change a priority", in: World.tasks(World.task(1, "Pay rent")),
            act: { app in try app.setPriority("Urgent", row: 0) },
            check: { app in try app.expectMarkers(["red"]) }),
        KeyAction(
            "remove-task", "Remove one", in: World.tasks(World.task(1, "Pay rent"), World.task(2, "Call mum")),
            act: { app in try app.removeTodo(row: 0) },
            check: { app in try app.expectTodos(["Pay rent"]) }),
        KeyAction(
            "add-contact", "Add a contact", in: ScenarioEnvironment(),
            prepare: { app in try app.showContacts() },
            act: { app in
                try app.tap(Identifier.Contacts.addButton)
                try app.fillNewContact("Ada", "Lovelace")
                try app.tap(Identifier.NewContact.done)
            },
            check: { app in try app.expectContacts(["Ada Lovelace"]) }),
        KeyAction(
            "import", "Import contacts", in: World.contacts(("Grace", "Hopper")),
            prepare: { app in try app.showContacts() },
            act: { app in
                try app.tap(Identifier.Contacts.importButton)
                app.environment.directory.succeed(with: Employees.named(["Ada Lovelace", "Alan Turing"]))
            },
            check: { app in
                try app.expectContacts(["Ada Lovelace", "Alan Turing", "Grace Hopper"])
                try app.expectAlert(SpecAlert.importFinished(added: 2, skipped: 0))
            }),
    ]
}
