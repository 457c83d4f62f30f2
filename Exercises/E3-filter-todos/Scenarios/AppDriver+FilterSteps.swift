import Harness
import Models

extension Identifier.Todo {
    /// The segmented control the filter request adds above the task list.
    static let filter = "todo.filter"
}

// What a user does with the filter, in the words of the request's README.
extension AppDriver {
    /// Taps the segment `title` ("All", "Open" or "Done") of the filter.
    func chooseFilter(_ title: String) throws {
        try selectSegment(title, in: Identifier.Todo.filter)
    }

    /// Fails unless the filter shows `title` selected.
    func expectFilter(_ title: String) throws {
        try expectEqual(try selectedSegment(of: Identifier.Todo.filter), title, "selected filter")
    }

    /// Fails unless the list shows `rows` rows, the counter says `left` items are left, and the empty
    /// label is hidden (`empty` nil) or shown with the text `empty`.
    func expectFilteredSummary(rows: Int, left: Int, empty: String?) throws {
        try expectText(Identifier.Todo.counter, left == 1 ? "1 item left" : "\(left) items left")
        if let empty {
            try expectShown(Identifier.Todo.empty)
            try expectText(Identifier.Todo.empty, empty)
        } else {
            try expectHidden(Identifier.Todo.empty)
        }
        try expectEqual(try self.rows(in: Identifier.Todo.list).count, rows, "number of task rows")
    }

    /// The filter the todo store holds.
    var savedFilter: TodoFilter? {
        environment.todoFake?.document.filter
    }

    /// The stored tasks, as "name" for an open one and "name (done)" for a done one, in the order
    /// they were added.
    var savedTasks: [String]? {
        environment.todoFake?.document.items.map { $0.name + ($0.isDone ? " (done)" : "") }
    }
}

/// Worlds of the filter request: tasks stored with the filter they were last shown under.
@MainActor
enum FilterWorld {
    static func tasks(shown filter: TodoFilter = .all, _ items: TodoItem...) -> ScenarioEnvironment {
        ScenarioEnvironment(todos: TodoList(items: items, filter: filter))
    }
}
