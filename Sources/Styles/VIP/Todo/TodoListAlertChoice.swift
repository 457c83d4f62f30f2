import Models

/// What a button of a todo alert decides; the view controller sends it back to the interactor in
/// `ListTodos.AlertButtonTapped.Request`.
enum TodoListAlertChoice: Equatable {
    case setPriority(Priority, itemID: Int)
    case remove(itemID: Int)
}
