import Foundation
import Models

/// The todo scene's use cases, one enum each, with the values that cross the scene's boundaries: the
/// Request the view controller sends the interactor, the Response the interactor gives the presenter
/// (entities included, as Clean Swift passes them), and the ViewModel the presenter gives the view
/// controller to show. An enum without a Request is an outcome that several use cases can end in.
///
/// The scene's name shadows Models' `TodoList`; code of this module writes the entity `Models.TodoList`.
enum TodoList {
    /// The screen loads: the stored list.
    enum LoadList {
        struct Request: Equatable {}
        struct Response: Equatable { let list: Models.TodoList }
        struct ViewModel { let displayedList: DisplayedList }
    }

    /// The screen appears: a load failure, reported once, now that an alert can be seen.
    enum ShowLoadFailure {
        struct Request: Equatable {}
        struct Response: Equatable { let error: StoreError }
        struct ViewModel: Equatable { let alert: AlertDisplay<Never> }
    }

    /// The name field changed: whether Add may be tapped.
    enum CheckName {
        struct Request: Equatable { let text: String }
        struct Response: Equatable { let canSubmit: Bool }
        struct ViewModel: Equatable { let isAddButtonEnabled: Bool }
    }

    /// Add was tapped with the field's text.
    enum AddItem {
        struct Request: Equatable { let name: String }
        /// The saved list, with the new item.
        struct Response: Equatable { let list: Models.TodoList }
        struct ViewModel {
            let displayedList: DisplayedList
            let nameFieldText: String
            let isAddButtonEnabled: Bool
        }
    }

    /// A row's Done or Undone, or a choice made in the priority sheet or the remove confirmation.
    enum ChangeItem {
        enum Change: Equatable {
            case toggleDone
            case setPriority(Priority)
            case remove
        }

        /// The item is named by id: the list may have re-sorted since its row was shown.
        struct Request: Equatable {
            let itemID: Int
            let change: Change
        }
        /// The saved list, changed.
        struct Response: Equatable { let list: Models.TodoList }
        struct ViewModel { let displayedList: DisplayedList }
    }

    /// A row's Priority: which priority, for this item?
    enum AskForPriority {
        struct Request: Equatable { let itemID: Int }
        struct Response: Equatable { let item: TodoItem }
        /// Each priority button sends the change it stands for.
        struct ViewModel: Equatable { let sheet: AlertDisplay<ChangeItem.Request> }
    }

    /// A row's Remove: is the user sure?
    enum AskToRemove {
        struct Request: Equatable { let itemID: Int }
        struct Response: Equatable { let item: TodoItem }
        struct ViewModel: Equatable { let alert: AlertDisplay<ChangeItem.Request> }
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
        let items: LazyMapCollection<Range<Int>, DisplayedItem>
        /// "1 item left", "3 items left".
        let counterText: String
        let showsEmptyMessage: Bool
    }

    /// One row.
    struct DisplayedItem: Equatable {
        /// The item the row shows, which its swipe buttons name.
        let id: Int
        /// The position shown to the user, "1" for the first row.
        let indexText: String
        let name: String
        let dateText: String
        let textColor: DisplayColor
        let isStruckThrough: Bool
        let priorityColor: DisplayColor
        /// The buttons a trailing swipe reveals, outermost first.
        let swipeActions: [SwipeAction]
    }

    /// A button revealed by swiping a row, and which use case tapping it starts.
    struct SwipeAction: Equatable {
        enum Kind: Equatable {
            case remove
            case toggleDone
            case changePriority
        }

        let kind: Kind
        let title: String
        let isDestructive: Bool
        let color: DisplayColor
    }
}
