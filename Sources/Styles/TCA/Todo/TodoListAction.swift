import Models

/// What happened on the Todo screen: what the user did, what the screen went through, and what an
/// effect answered. Each case names an event, never a command.
enum TodoListAction: AlertAction {
    /// The buttons a row reveals when swiped, one per button.
    enum SwipeActionKind: Equatable {
        case remove
        case done
        case undone
        case priority
    }

    // MARK: The feature and its screen

    /// The app made the feature; sent once, by the composition root.
    case launched
    case onAppear

    // MARK: The user

    case nameChanged(String)
    case addButtonTapped
    /// A swipe button of the row showing item `itemID`: by id, since the list may re-sort meanwhile.
    case swipeActionTapped(SwipeActionKind, itemID: Int)
    /// A priority button of the sheet "Priority" shows.
    case priorityChosen(Priority, itemID: Int)
    /// "Remove" on the confirmation.
    case removalConfirmed(itemID: Int)
    /// "OK" or "Cancel" on an alert that asks nothing more.
    case alertDismissed

    // MARK: Answers of effects

    case loadResponse(Result<TodoList, StoreError>)
    /// The store's answer to saving the list with a new item: the name field empties once it is saved.
    case addResponse(Result<TodoList, StoreError>)
    /// The store's answer to saving the list with an item changed or removed.
    case saveResponse(Result<TodoList, StoreError>)
}
