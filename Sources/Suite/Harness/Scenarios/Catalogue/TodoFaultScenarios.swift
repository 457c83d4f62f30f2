import Models

extension Scenario {
    static let todoFaultScenarios: [Scenario] = [
        Scenario(
            "T30", "A failed save of a new task shows \"Could not save\"; the name stays in the field to try again"
        ) {
            app in
            app.environment.todoFake?.failNextSave(reason: "the disk is full")
            try app.addTodo("Buy bread")
            try app.expectAlert(SpecAlert.changeNotSaved("the disk is full"))
            try app.chooseAlertAction("OK")
            try app.expectTodoSummary(count: 0, left: 0)
            try app.expectText(Identifier.Todo.nameField, "Buy bread")
            try app.expectEnabled(Identifier.Todo.addButton)
            try app.tap(Identifier.Todo.addButton)
            try app.expectTodos(["Buy bread"])
            try app.expectText(Identifier.Todo.nameField, "")
        },
        Scenario("T31", "A failed save of \"Done\" leaves the task open, also after a relaunch") { app in
            try app.addTodo("Stay open")
            app.environment.todoFake?.failNextSave(reason: "the disk is full")
            try app.swipeTodo(row: 0, "Done")
            try app.expectAlert(SpecAlert.changeNotSaved("the disk is full"))
            try app.chooseAlertAction("OK")
            try app.expectTodoRow(0, done: false)
            try app.expectTodoSummary(count: 1, left: 1)
            app.relaunch()
            try app.expectTodoRow(0, done: false)
        },
        Scenario("T32", "A failed save of \"Undone\" leaves the task done") { app in
            try app.addTodo("Stay done")
            try app.swipeTodo(row: 0, "Done")
            app.environment.todoFake?.failNextSave(reason: "no space left")
            try app.swipeTodo(row: 0, "Undone")
            try app.expectAlert(SpecAlert.changeNotSaved("no space left"))
            try app.chooseAlertAction("OK")
            try app.expectTodoRow(0, done: true)
            try app.expectTodoSummary(count: 1, left: 0)
        },
        Scenario("T33", "A failed save of a priority keeps the old marker and order") { app in
            try app.addTodos("Older", "Newer")
            app.environment.todoFake?.failNextSave(reason: "the disk is full")
            try app.setPriority("Urgent", row: 1)
            try app.expectAlert(SpecAlert.changeNotSaved("the disk is full"))
            try app.chooseAlertAction("OK")
            try app.expectTodos(["Newer", "Older"])
            try app.expectMarkers(["lightGreen", "lightGreen"])
        },
        Scenario("T34", "A failed save of a removal keeps the task") { app in
            try app.addTodo("Stubborn")
            app.environment.todoFake?.failNextSave(reason: "the disk is full")
            try app.removeTodo(row: 0)
            try app.expectAlert(SpecAlert.changeNotSaved("the disk is full"))
            try app.chooseAlertAction("OK")
            try app.expectTodos(["Stubborn"])
            try app.expectTodoSummary(count: 1, left: 1)
        },
        Scenario(
            "T35", "Unreadable saved tasks at launch: an empty list and \"Could not load tasks\" naming the kept file",
            in: World.tasksFailToLoad(.unreadable(keptAs: "todos.unreadable-1.json"))
        ) { app in
            try app.expectAlert(SpecAlert.tasksKept(in: "todos.unreadable-1.json"))
            try app.chooseAlertAction("OK")
            try app.expectNoAlert()
            try app.expectTodoSummary(count: 0, left: 0)
            try app.addTodo("Fresh start")
            try app.expectTodos(["Fresh start"])
        },
        Scenario(
            "T36",
            "An unreadable tasks file is kept byte for byte beside the store; the app starts empty and saves anew",
            in: try ScenarioEnvironment.withFileStores(todoBytes: World.corruptBytes)
        ) { app in
            try app.expectAlert(SpecAlert.tasksKept(in: "todos.unreadable-1.json"))
            try app.expectEqual(
                app.environment.storedFile(named: "todos.unreadable-1.json"), World.corruptBytes, "kept bytes")
            try app.chooseAlertAction("OK")
            try app.expectTodoSummary(count: 0, left: 0)
            try app.addTodo("After the damage")
            app.relaunch()
            try app.expectNoAlert()
            try app.expectTodos(["After the damage"])
            try app.expectEqual(
                app.environment.storedFile(named: "todos.unreadable-1.json"), World.corruptBytes, "kept bytes")
        },
        Scenario(
            "T37", "A second unreadable tasks file is kept under a new name and never overwrites the first kept copy",
            in: try ScenarioEnvironment.withFileStores(todoBytes: World.corruptBytes)
        ) { app in
            try app.chooseAlertAction("OK")
            app.tearDown()
            let secondBytes = World.corruptBytes + World.corruptBytes
            let folder = app.environment.storeFolder
            try app.expect(folder != nil, "the stores should be files")
            try secondBytes.write(to: folder?.appendingPathComponent("todos.json") ?? World.nowhere)
            app.launch()
            try app.expectAlert(SpecAlert.tasksKept(in: "todos.unreadable-2.json"))
            try app.expectEqual(
                app.environment.storedFile(named: "todos.unreadable-1.json"), World.corruptBytes, "first copy")
            try app.expectEqual(
                app.environment.storedFile(named: "todos.unreadable-2.json"), secondBytes, "second copy")
        },
        Scenario(
            "T38", "Saved tasks that cannot be read or kept: \"Could not load tasks\" with the reason",
            in: World.tasksFailToLoad(.unreadableNotKept(reason: "the file is locked"))
        ) { app in
            try app.expectAlert(SpecAlert.tasksUnreadable("the file is locked"))
            try app.chooseAlertAction("OK")
            try app.expectTodoSummary(count: 0, left: 0)
        },
    ]
}
