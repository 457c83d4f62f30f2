import Models

/// What a button of a todo alert decides, sent back to the view model by the view.
enum TodoListAlertChoice: Equatable, Sendable {
    case setPriority(Priority, itemID: Int)
    case remove(itemID: Int)
}
