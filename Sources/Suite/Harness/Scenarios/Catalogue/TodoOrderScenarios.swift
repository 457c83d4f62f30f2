import Models

extension Scenario {
    static let todoOrderScenarios: [Scenario] = [
        Scenario("T10", "Among open tasks of one priority the newest comes first, and rows are renumbered") { app in
            try app.addTodos("Oldest", "Middle", "Newest")
            try app.expectTodos(["Newest", "Middle", "Oldest"])
            try app.expectColumn(
                Identifier.Todo.rowDate, in: Identifier.Todo.list,
                ["Nov 18, 2026 at 11:06:42 AM", "Nov 18, 2026 at 11:06:41 AM", "Nov 18, 2026 at 11:06:40 AM"])
        },
        Scenario(
            "T11", "Tasks created at the same moment show the higher id first (stored lower id first)",
            in: World.tasks(World.task(1, "Lower id"), World.task(2, "Higher id"))
        ) { app in
            try app.expectTodos(["Higher id", "Lower id"])
        },
        Scenario(
            "T12", "Tasks created at the same moment show the higher id first (stored higher id first)",
            in: World.tasks(World.task(2, "Higher id"), World.task(1, "Lower id"))
        ) { app in
            try app.expectTodos(["Higher id", "Lower id"])
        },
        Scenario(
            "T13", "A newer task comes before an older one even when the older has the higher id",
            in: World.tasks(World.task(1, "Newer, lower id", seconds: 60), World.task(2, "Older, higher id"))
        ) { app in
            try app.expectTodos(["Newer, lower id", "Older, higher id"])
        },
        Scenario("T14", "An urgent task stays above a newer important one") { app in
            try app.addTodos("Urgent", "Important")
            try app.setPriority("Important", row: 0)
            try app.setPriority("Urgent", row: 1)
            try app.expectTodos(["Urgent", "Important"])
            try app.expectMarkers(["red", "orange"])
        },
        Scenario("T15", "An urgent task goes above an older important one") { app in
            try app.addTodos("Important", "Urgent")
            try app.setPriority("Important", row: 1)
            try app.setPriority("Urgent", row: 1)
            try app.expectTodos(["Urgent", "Important"])
            try app.expectMarkers(["red", "orange"])
        },
        Scenario("T16", "An important task stays above a newer normal one") { app in
            try app.addTodos("Important", "Normal")
            try app.setPriority("Important", row: 1)
            try app.expectTodos(["Important", "Normal"])
            try app.expectMarkers(["orange", "lightGreen"])
        },
        Scenario("T17", "An important task stays above an older normal one") { app in
            try app.addTodos("Normal", "Important")
            try app.setPriority("Important", row: 0)
            try app.expectTodos(["Important", "Normal"])
            try app.expectMarkers(["orange", "lightGreen"])
        },
        Scenario("T18", "Urgent, important and normal tasks are grouped in that order whatever order they came in") {
            app in
            try app.addTodos("N1", "U1", "I1", "N2", "I2", "U2")
            try app.setPriority("Urgent", row: 4)
            try app.setPriority("Urgent", row: 1)
            try app.setPriority("Important", row: 4)
            try app.setPriority("Important", row: 3)
            try app.expectTodos(["U2", "U1", "I2", "I1", "N2", "N1"])
            try app.expectMarkers(["red", "red", "orange", "orange", "lightGreen", "lightGreen"])
        },
        Scenario("T19", "A done task goes below an older open task") { app in
            try app.addTodos("Older open", "Newer done")
            try app.swipeTodo(row: 0, "Done")
            try app.expectTodos(["Older open", "Newer done"])
            try app.expectTodoRow(1, done: true)
        },
        Scenario("T20", "A done urgent task goes below an open normal one; \"Undone\" puts it back on top") { app in
            try app.addTodos("Open normal", "Urgent")
            try app.setPriority("Urgent", row: 0)
            try app.swipeTodo(row: 0, "Done")
            try app.expectTodos(["Open normal", "Urgent"])
            try app.expectMarkers(["lightGreen", "red"])
            try app.swipeTodo(row: 1, "Undone")
            try app.expectTodos(["Urgent", "Open normal"])
        },
    ]
}
