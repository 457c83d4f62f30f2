import Harness
import Models

extension Scenario {
    /// E1, rename a task (Exercises/E1-rename-task/README.md).
    static let renameTaskScenarios: [Scenario] = [
        Scenario("E1-01", "Swiping an open task shows \"Remove\", \"Done\", \"Priority\" and then \"Rename\" (tint)") {
            app in
            try app.addTodo("Open")
            try app.expectEqual(
                try app.swipeActions(row: 0, in: Identifier.Todo.list),
                [
                    SwipeActionSnapshot(title: "Remove", style: "destructive", color: "red"),
                    SwipeActionSnapshot(title: "Done", style: "normal", color: "lightBlue"),
                    SwipeActionSnapshot(title: "Priority", style: "normal", color: "lightGreen"),
                    SwipeActionSnapshot(title: "Rename", style: "normal", color: "tint"),
                ], "swipe actions")
        },
        Scenario("E1-02", "Swiping a done task shows \"Remove\", \"Undone\" and then \"Rename\" (tint)") { app in
            try app.addTodo("Finished")
            try app.swipeTodo(row: 0, "Done")
            try app.expectEqual(
                try app.swipeActions(row: 0, in: Identifier.Todo.list),
                [
                    SwipeActionSnapshot(title: "Remove", style: "destructive", color: "red"),
                    SwipeActionSnapshot(title: "Undone", style: "normal", color: "orange"),
                    SwipeActionSnapshot(title: "Rename", style: "normal", color: "tint"),
                ], "swipe actions")
        },
        Scenario(
            "E1-03", "\"Rename\" asks \"Rename task\" with the task's name in the field, \"Cancel\" and \"Rename\""
        ) {
            app in
            try app.addTodos("Call mum", "Pay rent")
            try app.swipeTodo(row: 1, "Rename")
            try app.expectAlert(RenameAlert.asking("Call mum"))
        },
        Scenario(
            "E1-04",
            "Renaming saves the trimmed name; the row keeps its place, number, date, marker and state, also after a relaunch"
        ) {
            app in
            try app.addTodos("Older", "Newer")
            try app.setPriority("Urgent", row: 1)
            try app.renameTodo(row: 0, to: "  Oldest \n")
            try app.expectNoAlert()
            try app.expectTodos(["Oldest", "Newer"])
            try app.expectMarkers(["red", "lightGreen"])
            try app.expectEqual(
                try app.todoRow(0).text(Identifier.Todo.rowDate), "Nov 18, 2026 at 11:06:40 AM",
                "date of the renamed task")
            try app.expectTodoRow(0, done: false)
            try app.expectTodoSummary(count: 2, left: 2)
            try app.expectEqual(app.savedTodoNames, ["Oldest", "Newer"], "saved names")
            app.relaunch()
            try app.expectTodos(["Oldest", "Newer"])
        },
        Scenario("E1-05", "\"Rename\" is enabled only while the name, trimmed of spaces and newlines, is not empty") {
            app in
            try app.addTodo("Water plants")
            try app.swipeTodo(row: 0, "Rename")
            for (text, enabled) in [("", false), ("   ", false), (" \n\t ", false), ("  Ivy \n", true), ("a", true)] {
                try app.typeInAlert(text)
                try app.expectAlert(RenameAlert.asking(text, canRename: enabled))
            }
        },
        Scenario("E1-06", "\"Cancel\" keeps the old name, even after typing a new one, and saves nothing") { app in
            try app.addTodo("Keep me")
            try app.swipeTodo(row: 0, "Rename")
            try app.typeInAlert("Changed my mind")
            try app.chooseAlertAction("Cancel")
            try app.expectNoAlert()
            try app.expectTodos(["Keep me"])
            try app.expectEqual(app.environment.todoFake?.saveCount, 1, "saves (the add only)")
        },
        Scenario("E1-07", "A new name of exactly 200 characters (combining marks count once) is kept") { app in
            let name = String(repeating: "e\u{301}", count: 199) + "👍🏽"
            try app.addTodo("Short")
            try app.renameTodo(row: 0, to: "  " + name + "  ")
            try app.expectNoAlert()
            try app.expectTodos([name])
            try app.expectEqual(app.savedTodoNames, [name], "saved names")
        },
        Scenario("E1-08", "A new name of 201 characters is refused with \"Name too long\"; the old name stays, unsaved")
        {
            app in
            try app.addTodo("Short")
            try app.renameTodo(row: 0, to: String(repeating: "x", count: 201))
            try app.expectAlert(SpecAlert.nameTooLong)
            try app.chooseAlertAction("OK")
            try app.expectNoAlert()
            try app.expectTodos(["Short"])
            try app.expectEqual(app.environment.todoFake?.saveCount, 1, "saves (the add only)")
        },
        Scenario("E1-09", "A failed save shows \"Could not save\" and keeps the old name, also after a relaunch") {
            app in
            try app.addTodo("Stubborn")
            app.environment.todoFake?.failNextSave(reason: "the disk is full")
            try app.renameTodo(row: 0, to: "Flexible")
            try app.expectAlert(SpecAlert.changeNotSaved("the disk is full"))
            try app.chooseAlertAction("OK")
            try app.expectTodos(["Stubborn"])
            try app.expectEqual(app.savedTodoNames, ["Stubborn"], "saved names")
            app.relaunch()
            try app.expectTodos(["Stubborn"])
        },
        Scenario(
            "E1-10",
            "Renaming changes exactly the swiped task, even beside one of the same name, and a done task stays done"
        ) {
            app in
            try app.addTodos("Twin", "Other", "Twin")
            try app.swipeTodo(row: 2, "Done")
            try app.renameTodo(row: 2, to: "First twin")
            try app.expectTodos(["Twin", "Other", "First twin"])
            try app.expectTodoRow(2, done: true)
            try app.expectTodoSummary(count: 3, left: 2)
            try app.expectEqual(app.savedTodoNames, ["First twin", "Other", "Twin"], "saved names")
        },
        Scenario("E1-11", "Names in any script are kept as typed: right-to-left text, emoji and combining marks") {
            app in
            try app.addTodos("One", "Two")
            try app.renameTodo(row: 0, to: "خرید نان 🍞")
            try app.renameTodo(row: 1, to: "Cafe\u{301} ☕️")
            try app.expectTodos(["خرید نان 🍞", "Cafe\u{301} ☕️"])
        },
    ]
}
