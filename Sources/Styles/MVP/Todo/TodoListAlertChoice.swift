import Models

/// What a button of a todo alert decides, reported back to the presenter by the view.
enum TodoListAlertChoice: Equatable {
    case setPriority(Priority, itemID: Int)
    case remove(itemID: Int)
}
