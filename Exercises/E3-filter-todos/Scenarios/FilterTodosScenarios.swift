import Harness
import Models

extension Scenario {
    /// E3, filter the todo list (Exercises/E3-filter-todos/README.md).
    static let filterTodosScenarios: [Scenario] = [
        Scenario(
            "E3-01",
            "A segmented control \"All\", \"Open\", \"Done\" sits right above the list, with \"All\" selected at first launch"
        ) { app in
            try app.expectEqual(try app.segmentTitles(of: Identifier.Todo.filter), ["All", "Open", "Done"], "segments")
            try app.expectFilter("All")
            try app.expectEqual(
                app.visibleIdentifiers,
                ["todo.nameField", "todo.addButton", "todo.counter", "todo.empty", "todo.filter", "todo.list"],
                "elements of an empty list, top to bottom")
            try app.addTodo("Call mum")
            try app.expectEqual(
                app.visibleIdentifiers,
                ["todo.nameField", "todo.addButton", "todo.counter", "todo.filter", "todo.list"],
                "elements of a list with a task, top to bottom")
            try app.expectEqual(app.savedFilter, .all, "saved filter")
        },
        Scenario(
            "E3-02", "\"Open\" shows only the tasks not done, in the list's order, numbered from 1, and counts them",
            in: FilterWorld.tasks(
                World.task(1, "Old", seconds: 0), World.task(2, "Finished", done: true, seconds: 5),
                World.task(3, "New", seconds: 10), World.task(4, "Pressing", priority: .urgent, seconds: 0))
        ) { app in
            try app.chooseFilter("Open")
            try app.expectFilter("Open")
            try app.expectTodos(["Pressing", "New", "Old"])
            try app.expectMarkers(["red", "lightGreen", "lightGreen"])
            for row in 0..<3 { try app.expectTodoRow(row, done: false) }
            try app.expectFilteredSummary(rows: 3, left: 3, empty: nil)
        },
        Scenario(
            "E3-03", "\"Done\" shows only the done tasks, gray and struck through, numbered from 1: \"0 items left\"",
            in: FilterWorld.tasks(
                World.task(1, "Filed taxes", done: true, seconds: 0), World.task(2, "Still open", seconds: 5),
                World.task(3, "Paid rent", done: true, priority: .important, seconds: 0))
        ) { app in
            try app.expectFilteredSummary(rows: 3, left: 1, empty: nil)
            try app.chooseFilter("Done")
            try app.expectTodos(["Paid rent", "Filed taxes"])
            try app.expectMarkers(["orange", "lightGreen"])
            for row in 0..<2 { try app.expectTodoRow(row, done: true) }
            try app.expectFilteredSummary(rows: 2, left: 0, empty: nil)
            try app.chooseFilter("All")
            try app.expectTodos(["Still open", "Paid rent", "Filed taxes"])
            try app.expectFilteredSummary(rows: 3, left: 1, empty: nil)
        },
        Scenario(
            "E3-04",
            "An empty list says \"Nothing to do\" under \"All\" and \"Open\", \"Nothing done yet\" under \"Done\""
        ) { app in
            try app.expectFilteredSummary(rows: 0, left: 0, empty: "Nothing to do")
            try app.chooseFilter("Open")
            try app.expectFilteredSummary(rows: 0, left: 0, empty: "Nothing to do")
            try app.chooseFilter("Done")
            try app.expectFilteredSummary(rows: 0, left: 0, empty: "Nothing done yet")
            try app.chooseFilter("All")
            try app.expectFilteredSummary(rows: 0, left: 0, empty: "Nothing to do")
        },
        Scenario(
            "E3-05",
            "Under \"Open\", a task marked done leaves the list, the rows renumber and the counter drops, until \"Nothing to do\"",
            in: FilterWorld.tasks(shown: .open, World.task(1, "Older", seconds: 0), World.task(2, "Newer", seconds: 10))
        ) { app in
            try app.expectTodos(["Newer", "Older"])
            try app.swipeTodo(row: 0, "Done")
            try app.expectTodos(["Older"])
            try app.expectFilteredSummary(rows: 1, left: 1, empty: nil)
            try app.expectEqual(app.savedTasks, ["Older", "Newer (done)"], "saved tasks")
            try app.swipeTodo(row: 0, "Done")
            try app.expectFilteredSummary(rows: 0, left: 0, empty: "Nothing to do")
            try app.chooseFilter("Done")
            try app.expectTodos(["Newer", "Older"])
        },
        Scenario(
            "E3-06",
            "Under \"Done\", a row offers \"Remove\" and \"Undone\"; a task marked undone leaves the list, then \"Nothing done yet\"",
            in: FilterWorld.tasks(shown: .done, World.task(1, "Filed taxes", done: true))
        ) { app in
            try app.expectEqual(
                try app.swipeActions(row: 0, in: Identifier.Todo.list),
                [
                    SwipeActionSnapshot(title: "Remove", style: "destructive", color: "red"),
                    SwipeActionSnapshot(title: "Undone", style: "normal", color: "orange"),
                ], "swipe actions")
            try app.swipeTodo(row: 0, "Undone")
            try app.expectFilteredSummary(rows: 0, left: 0, empty: "Nothing done yet")
            try app.expectEqual(app.savedTasks, ["Filed taxes"], "saved tasks")
            try app.chooseFilter("Open")
            try app.expectTodos(["Filed taxes"])
            try app.expectFilteredSummary(rows: 1, left: 1, empty: nil)
        },
        Scenario(
            "E3-07",
            "Under a filter, \"Priority\" and \"Remove\" change the swiped task, not its twin hidden by the filter",
            in: FilterWorld.tasks(
                shown: .open, World.task(1, "Twin", seconds: 0), World.task(2, "Twin", done: true, seconds: 20),
                World.task(3, "Other", seconds: 10))
        ) { app in
            try app.expectTodos(["Other", "Twin"])
            try app.setPriority("Urgent", row: 1)
            try app.expectTodos(["Twin", "Other"])
            try app.expectMarkers(["red", "lightGreen"])
            try app.swipeTodo(row: 0, "Remove")
            try app.expectAlert(SpecAlert.removeItem("Twin"))
            try app.chooseAlertAction("Remove")
            try app.expectTodos(["Other"])
            try app.expectEqual(app.savedTasks, ["Twin (done)", "Other"], "saved tasks")
            try app.chooseFilter("Done")
            try app.expectTodos(["Twin"])
            try app.expectMarkers(["lightGreen"])
        },
        Scenario(
            "E3-08",
            "Adding under \"Done\" saves the task and clears the field; \"Done\" stays and does not show it, \"Open\" does",
            in: FilterWorld.tasks(shown: .done, World.task(1, "Filed taxes", done: true))
        ) { app in
            try app.addTodo("Buy milk")
            try app.expectNoAlert()
            try app.expectText(Identifier.Todo.nameField, "")
            try app.expectEnabled(Identifier.Todo.addButton, false)
            try app.expectFilter("Done")
            try app.expectTodos(["Filed taxes"])
            try app.expectFilteredSummary(rows: 1, left: 0, empty: nil)
            try app.expectEqual(app.savedTasks, ["Filed taxes (done)", "Buy milk"], "saved tasks")
            try app.chooseFilter("Open")
            try app.expectTodos(["Buy milk"])
            try app.addTodo("Call mum")
            try app.expectTodos(["Call mum", "Buy milk"])
            try app.expectFilteredSummary(rows: 2, left: 2, empty: nil)
            try app.chooseFilter("All")
            try app.expectTodos(["Call mum", "Buy milk", "Filed taxes"])
        },
        Scenario(
            "E3-09", "Each choice is saved at once, and a relaunch shows the list under the last one",
            in: FilterWorld.tasks(World.task(1, "Open task"), World.task(2, "Done task", done: true))
        ) { app in
            try app.chooseFilter("Open")
            try app.expectEqual(app.savedFilter, .open, "saved filter")
            try app.expectEqual(app.environment.todoFake?.saveCount, 1, "saves")
            app.relaunch()
            try app.expectFilter("Open")
            try app.expectTodos(["Open task"])
            try app.expectFilteredSummary(rows: 1, left: 1, empty: nil)
            try app.chooseFilter("Done")
            app.relaunch()
            try app.expectFilter("Done")
            try app.expectTodos(["Done task"])
            try app.expectFilteredSummary(rows: 1, left: 0, empty: nil)
            try app.expectEqual(app.environment.todoFake?.saveCount, 2, "saves")
        },
        Scenario(
            "E3-10",
            "A choice whose save fails shows \"Could not save\"; the previous segment and list stay, also after a relaunch",
            in: FilterWorld.tasks(shown: .done, World.task(1, "Open task"), World.task(2, "Done task", done: true))
        ) { app in
            app.environment.todoFake?.failNextSave(reason: "the disk is full")
            try app.chooseFilter("Open")
            try app.expectAlert(SpecAlert.changeNotSaved("the disk is full"))
            try app.chooseAlertAction("OK")
            try app.expectFilter("Done")
            try app.expectTodos(["Done task"])
            try app.expectFilteredSummary(rows: 1, left: 0, empty: nil)
            try app.expectEqual(app.savedFilter, .done, "saved filter")
            app.relaunch()
            try app.expectFilter("Done")
            try app.chooseFilter("Open")
            try app.expectTodos(["Open task"])
        },
        Scenario(
            "E3-11", "Under \"Open\", a task whose save fails stays in its row, and the counter stays",
            in: FilterWorld.tasks(shown: .open, World.task(1, "Stubborn"), World.task(2, "Finished", done: true))
        ) { app in
            try app.expectTodos(["Stubborn"])
            app.environment.todoFake?.failNextSave(reason: "the disk is full")
            try app.swipeTodo(row: 0, "Done")
            try app.expectAlert(SpecAlert.changeNotSaved("the disk is full"))
            try app.chooseAlertAction("OK")
            try app.expectTodos(["Stubborn"])
            try app.expectTodoRow(0, done: false)
            try app.expectFilteredSummary(rows: 1, left: 1, empty: nil)
        },
        Scenario(
            "E3-12",
            "Tasks that cannot be read at launch: the list starts empty under \"All\", and a choice is then saved",
            in: World.tasksFailToLoad(.unreadable(keptAs: "todos.unreadable-1.json"))
        ) { app in
            try app.expectAlert(SpecAlert.tasksKept(in: "todos.unreadable-1.json"))
            try app.chooseAlertAction("OK")
            try app.expectFilter("All")
            try app.expectFilteredSummary(rows: 0, left: 0, empty: "Nothing to do")
            try app.chooseFilter("Done")
            try app.expectFilteredSummary(rows: 0, left: 0, empty: "Nothing done yet")
            try app.expectEqual(app.savedFilter, .done, "saved filter")
        },
    ]
}
