import Harness

// What a user does to rename a task, in the words of the request's README.
extension AppDriver {
    /// Swipes task row `row`, taps "Rename", types `name` over the old one and taps "Rename".
    func renameTodo(row: Int, to name: String) throws {
        try swipeTodo(row: row, "Rename")
        try typeInAlert(name)
        try chooseAlertAction("Rename")
    }

    /// The names the todo store holds, in the order the items were added.
    var savedTodoNames: [String]? {
        environment.todoFake?.document.items.map(\.name)
    }
}
