/// What a button of a todo alert decides, handed back to the presenter by the view.
enum TodoListAlertChoice: Equatable {
    case setPriority(TodoListPriority, itemID: Int)
    case remove(itemID: Int)
}
