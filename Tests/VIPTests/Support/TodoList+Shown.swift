@testable import VIP

/// A displayed todo list with its rows made, to compare whole with the list a test expects.
struct ShownTodoList: Equatable {
    let items: [TodoList.DisplayedItem]
    let counterText: String
    let showsEmptyMessage: Bool

    init(_ items: [TodoList.DisplayedItem], counterText: String, showsEmptyMessage: Bool) {
        self.items = items
        self.counterText = counterText
        self.showsEmptyMessage = showsEmptyMessage
    }

    init(_ list: TodoList.DisplayedList) {
        self.init(Array(list.items), counterText: list.counterText, showsEmptyMessage: list.showsEmptyMessage)
    }
}

extension TodoList.DisplayedList {
    /// A list of rows written out, as a presenter would hand it over.
    init(_ items: [TodoList.DisplayedItem], counterText: String, showsEmptyMessage: Bool) {
        self.init(
            items: items.indices.lazy.map { items[$0] }, counterText: counterText, showsEmptyMessage: showsEmptyMessage)
    }
}
