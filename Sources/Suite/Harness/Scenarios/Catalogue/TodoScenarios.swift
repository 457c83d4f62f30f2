import Models

extension Scenario {
    static let todoScenarios: [Scenario] = [
        Scenario("T01", "The app opens on the Todo tab with an empty list, \"Nothing to do\" and \"0 items left\"") {
            app in
            try app.expectEqual(app.tabTitles, ["Todo", "Contacts"], "tabs")
            try app.expectEqual(app.selectedTabTitle, "Todo", "selected tab")
            try app.expectEqual(app.title, "Todo", "screen title")
            try app.expectText(Identifier.Todo.nameField, "")
            try app.expectEqual(
                try app.placeholder(of: Identifier.Todo.nameField), "What needs to be done?", "placeholder")
            try app.expectEnabled(Identifier.Todo.addButton, false)
            try app.expectTodoSummary(count: 0, left: 0)
            try app.expectNoAlert()
        },
        Scenario("T02", "\"Add\" is enabled only while the name, trimmed of spaces and newlines, is not empty") { app in
            for (text, enabled) in [("a", true), ("", false), ("   ", false), (" \n\t ", false), ("  Milk \n", true)] {
                try app.type(text, into: Identifier.Todo.nameField)
                try app.expectEnabled(Identifier.Todo.addButton, enabled)
            }
        },
        Scenario("T03", "Adding a task shows it trimmed, numbered 1, dated now, normal and open; the field clears") {
            app in
            try app.addTodo("  Buy milk \n")
            try app.expectTodos(["Buy milk"])
            let row = try app.todoRow(0)
            try app.expectEqual(row.text(Identifier.Todo.rowDate), "Nov 18, 2026 at 11:06:40 AM", "date")
            try app.expectMarkers(["lightGreen"])
            try app.expectTodoRow(0, done: false)
            try app.expectText(Identifier.Todo.nameField, "")
            try app.expectEnabled(Identifier.Todo.addButton, false)
            try app.expectTodoSummary(count: 1, left: 1)
            try app.expectEqual(app.environment.todoFake?.document.items.map(\.name), ["Buy milk"], "saved tasks")
        },
        Scenario("T04", "The counter says \"1 item left\" for one open task and \"N items left\" otherwise") { app in
            try app.addTodo("One")
            try app.expectText(Identifier.Todo.counter, "1 item left")
            try app.addTodos("Two", "Three")
            try app.expectText(Identifier.Todo.counter, "3 items left")
            try app.swipeTodo(row: 0, "Done")
            try app.expectText(Identifier.Todo.counter, "2 items left")
            try app.swipeTodo(row: 0, "Done")
            try app.expectText(Identifier.Todo.counter, "1 item left")
            try app.swipeTodo(row: 0, "Done")
            try app.expectTodoSummary(count: 3, left: 0)
        },
        Scenario("T05", "A name of exactly 200 characters (combining marks count once) is added") { app in
            let name = String(repeating: "e\u{301}", count: 199) + "👍🏽"
            try app.addTodo("  " + name + "  ")
            try app.expectNoAlert()
            try app.expectTodos([name])
        },
        Scenario("T06", "A name of 201 characters is refused with \"Name too long\"; OK keeps the text in the field") {
            app in
            let name = String(repeating: "x", count: 201)
            try app.addTodo(name)
            try app.expectAlert(SpecAlert.nameTooLong)
            try app.chooseAlertAction("OK")
            try app.expectNoAlert()
            try app.expectText(Identifier.Todo.nameField, name)
            try app.expectEnabled(Identifier.Todo.addButton)
            try app.expectTodoSummary(count: 0, left: 0)
            try app.expectEqual(app.environment.todoFake?.saveCount, 0, "saves")
        },
        Scenario("T39", "A name of one character carrying 2,000 combining marks is refused as too long") { app in
            let name = "e" + String(repeating: "\u{301}", count: 2_000)
            try app.addTodo(name)
            try app.expectAlert(SpecAlert.nameTooLong)
            try app.chooseAlertAction("OK")
            try app.expectText(Identifier.Todo.nameField, name)
            try app.expectEqual(app.environment.todoFake?.saveCount, 0, "saves")
        },
        Scenario("T07", "Emoji, Persian and Arabic right-to-left text and combining marks are shown exactly") { app in
            let names = ["🎉 Party 👨‍👩‍👧", "خرید نان و شیر", "مرحبا بالعالم", "Cafe\u{301} au lait"]
            for name in names { try app.addTodo(name) }
            try app.expectTodos(names.reversed())
        },
        Scenario("T08", "After a relaunch the same tasks show in the same order, with their done marks and priorities")
        {
            app in
            try app.addTodos("Open normal", "Will be done", "Open urgent")
            try app.setPriority("Urgent", row: 0)
            try app.swipeTodo(row: 1, "Done")
            let before = try app.rows(in: Identifier.Todo.list)
            app.relaunch()
            try app.expectEqual(try app.rows(in: Identifier.Todo.list), before, "rows after relaunch")
            try app.expectTodos(["Open urgent", "Open normal", "Will be done"])
            try app.expectNoAlert()
        },
        Scenario("T09", "A removed task's id is never reused, not even after a relaunch") { app in
            try app.addTodos("First", "Second", "Third")
            try app.removeTodo(row: 0)
            app.relaunch()
            try app.addTodo("Fourth")
            try app.expectTodos(["Fourth", "Second", "First"])
            let ids = app.environment.todoFake?.document.items.map(\.id).sorted()
            try app.expectEqual(ids, [1, 2, 4], "stored ids")
        },
    ]
}
