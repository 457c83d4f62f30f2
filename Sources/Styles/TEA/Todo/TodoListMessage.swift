import Foundation
import Models

/// What happened on the Todo screen: what the user did, what the screen went through, and what an
/// effect answered. Each case names an event, never a command.
enum TodoListMessage: AlertMessage {
    /// The buttons a row reveals when swiped, one per button.
    enum SwipeActionKind: Equatable {
        case remove
        case done
        case undone
        case priority
    }

    // MARK: The screen

    case viewDidLoad
    case viewDidAppear

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

    case loadFinished(Result<TodoList, StoreError>)
    /// The time a new item named `newItemName` is created at.
    case clockRead(Date, newItemName: String)
    case newItemSaveFinished(Result<TodoList, StoreError>)
    case saveFinished(Result<TodoList, StoreError>)
}
