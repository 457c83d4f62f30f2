import Models

extension Scenario {
    static let todoRowActionScenarios: [Scenario] = [
        Scenario(
            "T21", "Swiping an open task shows \"Remove\" (red), \"Done\" (light blue), \"Priority\" (light green)"
        ) {
            app in
            try app.addTodo("Open")
            try app.expectEqual(
                try app.swipeActions(row: 0, in: Identifier.Todo.list),
                [
                    SwipeActionSnapshot(title: "Remove", style: "destructive", color: "red"),
                    SwipeActionSnapshot(title: "Done", style: "normal", color: "lightBlue"),
                    SwipeActionSnapshot(title: "Priority", style: "normal", color: "lightGreen"),
                ], "swipe actions")
        },
        Scenario("T22", "Swiping a done task shows \"Remove\" (red) and \"Undone\" (orange)") { app in
            try app.addTodo("Finished")
            try app.swipeTodo(row: 0, "Done")
            try app.expectEqual(
                try app.swipeActions(row: 0, in: Identifier.Todo.list),
                [
                    SwipeActionSnapshot(title: "Remove", style: "destructive", color: "red"),
                    SwipeActionSnapshot(title: "Undone", style: "normal", color: "orange"),
                ], "swipe actions")
        },
        Scenario(
            "T23", "\"Done\" greys and strikes through name and date and saves; \"Undone\" restores them and saves"
        ) {
            app in
            try app.addTodo("Water plants")
            try app.swipeTodo(row: 0, "Done")
            try app.expectTodoRow(0, done: true)
            try app.expectMarkers(["lightGreen"])
            try app.expectTodoSummary(count: 1, left: 0)
            try app.expectEqual(app.environment.todoFake?.document.items.map(\.isDone), [true], "saved done marks")
            try app.swipeTodo(row: 0, "Undone")
            try app.expectTodoRow(0, done: false)
            try app.expectTodoSummary(count: 1, left: 1)
            try app.expectEqual(app.environment.todoFake?.document.items.map(\.isDone), [false], "saved done marks")
        },
        Scenario("T24", "\"Priority\" asks \"Change priority\" for the task; \"Urgent\" turns its marker red and saves")
        {
            app in
            try app.addTodo("Pay rent")
            try app.swipeTodo(row: 0, "Priority")
            try app.expectAlert(SpecAlert.changePriority("Pay rent"))
            try app.chooseAlertAction("Urgent")
            try app.expectNoAlert()
            try app.expectMarkers(["red"])
            try app.expectEqual(app.environment.todoFake?.document.items.map(\.priority), [.urgent], "saved priority")
        },
        Scenario("T25", "Choosing \"Important\" shows an orange marker, \"Normal\" a light green one again") { app in
            try app.addTodo("Call mum")
            try app.setPriority("Important", row: 0)
            try app.expectMarkers(["orange"])
            try app.setPriority("Normal", row: 0)
            try app.expectMarkers(["lightGreen"])
            try app.expectEqual(app.environment.todoFake?.document.items.map(\.priority), [.normal], "saved priority")
        },
        Scenario("T26", "\"Cancel\" in the priority sheet changes and saves nothing") { app in
            try app.addTodo("Read a book")
            try app.swipeTodo(row: 0, "Priority")
            try app.chooseAlertAction("Cancel")
            try app.expectNoAlert()
            try app.expectMarkers(["lightGreen"])
            try app.expectEqual(app.environment.todoFake?.saveCount, 1, "saves (the add only)")
        },
        Scenario("T27", "\"Remove\" asks \"Remove item\" naming the task; \"Cancel\" keeps it and saves nothing") {
            app in
            try app.addTodo("Keep me")
            try app.swipeTodo(row: 0, "Remove")
            try app.expectAlert(SpecAlert.removeItem("Keep me"))
            try app.chooseAlertAction("Cancel")
            try app.expectNoAlert()
            try app.expectTodos(["Keep me"])
            try app.expectEqual(app.environment.todoFake?.saveCount, 1, "saves (the add only)")
        },
        Scenario("T28", "\"Remove\" deletes exactly the chosen task, even beside one of the same name, and saves") {
            app in
            try app.addTodos("Twin", "Other", "Twin")
            try app.setPriority("Urgent", row: 2)
            try app.removeTodo(row: 0)
            try app.expectTodos(["Twin", "Other"])
            try app.expectMarkers(["lightGreen", "lightGreen"])
            try app.expectEqual(app.environment.todoFake?.document.items.map(\.id), [2, 3], "saved ids")
        },
        Scenario("T29", "Removing the last task shows \"Nothing to do\" and \"0 items left\"") { app in
            try app.addTodo("Only one")
            try app.removeTodo(row: 0)
            try app.expectTodoSummary(count: 0, left: 0)
        },
    ]
}
