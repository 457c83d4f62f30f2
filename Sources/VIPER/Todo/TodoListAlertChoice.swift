import Models

/// What a button of a todo alert decides, handed back to the presenter by the router.
enum TodoListAlertChoice: Equatable {
    case setPriority(Priority, itemID: Int)
    case remove(itemID: Int)
}
