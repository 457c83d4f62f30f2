import Foundation
import Models

/// What happened on the Todo screen: what the user did, what the screen went through, and what an
/// effect answered. Each case names an event, never a command.
enum TodoListMessage: Equatable {
    /// The buttons a row reveals when swiped.
    enum SwipeAction: Equatable {
        case remove
        case done
        case undone
        case priority
    }

    // MARK: The screen

    case viewLoaded
    case viewAppeared

    // MARK: The user

    case nameFieldChanged(String)
    case addButtonTapped
    /// A swipe button of the row showing item `itemID`: by id, since the list may re-sort meanwhile.
    case swipeActionTapped(SwipeAction, itemID: Int)
    case priorityChosen(Priority, itemID: Int)
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
