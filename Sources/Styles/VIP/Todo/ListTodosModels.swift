import Foundation
import Models

/// The todo scene's use cases, one enum each, named for the user event that starts it, with the
/// values that cross the scene's boundaries: the Request the view controller sends the interactor,
/// the Response the interactor gives the presenter (entities included, as Clean Swift passes them),
/// and the ViewModel the presenter gives the view controller to show. An enum without a Request is
/// an outcome that several use cases can end in.
enum ListTodos {
    /// The screen loads: the stored list, or an empty one when it cannot be read.
    enum ViewDidLoad {
        struct Request: Equatable {}
        struct Response: Equatable { let list: TodoList }
        struct ViewModel { let displayedList: DisplayedList }
    }

    /// The screen appears: a load failure, reported once, now that an alert can be seen.
    enum ViewDidAppear {
        struct Request: Equatable {}
        struct Response: Equatable { let error: StoreError }
        struct ViewModel: Equatable { let alert: AlertDisplay<Never> }
    }

    /// The name field's text changed: whether Add may be tapped.
    enum NameChanged {
        struct Request: Equatable { let text: String }
        struct Response: Equatable { let canSubmit: Bool }
        struct ViewModel: Equatable { let isAddButtonEnabled: Bool }
    }

    /// Add was tapped: the name typed so far becomes an item.
    enum AddButtonTapped {
        struct Request: Equatable {}
        /// The saved list, with the new item.
        struct Response: Equatable { let list: TodoList }
        struct ViewModel {
            let displayedList: DisplayedList
            let nameFieldText: String
            let isAddButtonEnabled: Bool
        }
    }

    /// A row's swipe button was tapped: Done and Undone change the item, Priority and Remove ask first.
    enum SwipeActionTapped {
        /// The item is named by id: the list may have re-sorted since its row was shown.
        struct Request: Equatable {
            let kind: SwipeAction.Kind
            let itemID: Int
        }
    }

    /// A button of the priority sheet or the remove confirmation was tapped.
    enum AlertButtonTapped {
        struct Request: Equatable { let choice: TodoListAlertChoice }
    }

    /// The list changed and was saved.
    enum ListChanged {
        struct Response: Equatable { let list: TodoList }
        struct ViewModel { let displayedList: DisplayedList }
    }

    /// Which priority, for this item?
    enum PriorityChoice {
        struct Response: Equatable { let item: TodoItem }
        struct ViewModel: Equatable { let sheet: AlertDisplay<TodoListAlertChoice> }
    }

    /// Is the user sure this item goes?
    enum RemoveConfirmation {
        struct Response: Equatable { let item: TodoItem }
        struct ViewModel: Equatable { let alert: AlertDisplay<TodoListAlertChoice> }
    }

    /// Adding or changing was refused, and nothing changed.
    enum Refusal {
        struct Response: Equatable {
            enum Reason: Equatable {
                case nameTooLong
                case notSaved(StoreError)
            }

            let reason: Reason
        }
        struct ViewModel: Equatable { let alert: AlertDisplay<Never> }
    }

    // MARK: What the screen shows

    /// The list as the screen shows it. Its rows are formatted as the table asks for them, so a list
    /// of 10,000 items formats the rows on screen, not 10,000 of them, at every change.
    struct DisplayedList {
        let todos: LazyMapCollection<Range<Int>, DisplayedTodo>
        /// "1 item left", "3 items left".
        let counterText: String
        let showsEmptyMessage: Bool
    }

    /// One row.
    struct DisplayedTodo: Equatable {
        /// The item the row shows, which its swipe buttons name.
        let id: Int
        /// The position shown to the user, "1" for the first row.
        let indexText: String
        let nameText: String
        let dateText: String
        let textColor: DisplayColor
        let isStrikethrough: Bool
        let priorityColor: DisplayColor
        /// The buttons a trailing swipe reveals, outermost first.
        let swipeActions: [SwipeAction]
    }

    /// A button revealed by swiping a row.
    struct SwipeAction: Equatable {
        enum Kind: Equatable {
            case remove
            case done
            case undone
            case priority
        }

        let kind: Kind
        let title: String
        let isDestructive: Bool
        let color: DisplayColor
    }
}
