// What a user does on the Todo screen, in the words of BEHAVIOUR.md, shared by the scenarios.
extension AppDriver {
    /// Types `name` into the task field and taps "Add".
    public func addTodo(_ name: String) throws {
        try type(name, into: Identifier.Todo.nameField)
        try tap(Identifier.Todo.addButton)
    }

    /// Adds each name in turn, so the last one is the newest.
    public func addTodos(_ names: String...) throws {
        for name in names { try addTodo(name) }
    }

    /// The task names, top to bottom.
    public func todoNames() throws -> [String] {
        try column(Identifier.Todo.rowName, in: Identifier.Todo.list)
    }

    /// Swipes task row `row` (0 is the top) and taps `action`.
    public func swipeTodo(row: Int, _ action: String) throws {
        try chooseSwipeAction(action, row: row, in: Identifier.Todo.list)
    }

    /// Chooses `priority` ("Normal", "Important", "Urgent") in the sheet of task row `row`.
    public func setPriority(_ priority: String, row: Int) throws {
        try swipeTodo(row: row, "Priority")
        try chooseAlertAction(priority)
    }

    /// Removes task row `row`, confirming in the alert.
    public func removeTodo(row: Int) throws {
        try swipeTodo(row: row, "Remove")
        try chooseAlertAction("Remove")
    }

    /// Task row `row` as shown.
    public func todoRow(_ row: Int) throws -> RowSnapshot {
        let rows = try rows(in: Identifier.Todo.list)
        try expect(rows.indices.contains(row), "the task list has no row \(row)")
        return rows[row]
    }

    /// Fails unless the task names are `names`, top to bottom, numbered from 1.
    public func expectTodos(_ names: [String]) throws {
        try expectColumn(Identifier.Todo.rowName, in: Identifier.Todo.list, names)
        try expectColumn(Identifier.Todo.rowIndex, in: Identifier.Todo.list, names.indices.map { "\($0 + 1)" })
    }

    /// Fails unless the priority markers show `colours`, top to bottom.
    public func expectMarkers(_ colours: [String]) throws {
        let markers = try rows(in: Identifier.Todo.list).map {
            $0.element(Identifier.Todo.rowPriority)?.backgroundColor
        }
        try expectEqual(markers, colours.map { Optional($0) }, "priority marker colours")
    }

    /// Fails unless task row `row` looks done (gray, struck through) or open (black, plain).
    public func expectTodoRow(_ row: Int, done: Bool) throws {
        let shown = try todoRow(row)
        for element in [Identifier.Todo.rowName, Identifier.Todo.rowDate] {
            try expectEqual(
                shown.element(element)?.textColor, done ? "gray" : "black", "colour of \(element) row \(row)")
            try expectEqual(shown.element(element)?.isStrikethrough, done, "strike-through of \(element) row \(row)")
        }
    }

    /// Fails unless the empty label, the counter and the rows agree with a list of `count` items of
    /// which `left` are not done.
    public func expectTodoSummary(count: Int, left: Int) throws {
        try expectText(Identifier.Todo.counter, left == 1 ? "1 item left" : "\(left) items left")
        if count == 0 {
            try expectShown(Identifier.Todo.empty)
            try expectText(Identifier.Todo.empty, "Nothing to do")
        } else {
            try expectHidden(Identifier.Todo.empty)
        }
        try expectEqual(try rows(in: Identifier.Todo.list).count, count, "number of task rows")
    }
}
