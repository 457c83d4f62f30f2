@testable import VIP

/// A displayed todo list with its rows made, to compare whole with the list a test expects.
struct ShownTodoList: Equatable {
    let todos: [ListTodos.DisplayedTodo]
    let counterText: String
    let showsEmptyMessage: Bool

    init(_ todos: [ListTodos.DisplayedTodo], counterText: String, showsEmptyMessage: Bool) {
        self.todos = todos
        self.counterText = counterText
        self.showsEmptyMessage = showsEmptyMessage
    }

    init(_ list: ListTodos.DisplayedList) {
        self.init(Array(list.todos), counterText: list.counterText, showsEmptyMessage: list.showsEmptyMessage)
    }
}

extension ListTodos.DisplayedList {
    /// A list of rows written out, as a presenter would hand it over.
    init(_ todos: [ListTodos.DisplayedTodo], counterText: String, showsEmptyMessage: Bool) {
        self.init(
            todos: todos.indices.lazy.map { todos[$0] }, counterText: counterText, showsEmptyMessage: showsEmptyMessage)
    }
}
