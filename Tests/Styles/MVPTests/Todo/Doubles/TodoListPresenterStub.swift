@testable import MVP

/// Records what the todo screen reports, and answers the table's questions with the rows a test
/// gives it.
@MainActor
final class TodoListPresenterStub: TodoListPresenting {
    enum Message: Equatable {
        case viewDidLoad
        case viewDidAppear
        case nameChanged(String)
        case addButtonTapped
        case swipeActionTapped(TodoSwipeActionDisplay.Kind, itemID: Int)
        case alertButtonTapped(TodoListAlertChoice)
    }

    private(set) var messages: [Message] = []
    /// The choices of the alert buttons tapped, oldest first.
    var alertChoices: [TodoListAlertChoice] {
        messages.compactMap { message in
            guard case .alertButtonTapped(let choice) = message else { return nil }
            return choice
        }
    }
    var rows: [TodoRowDisplay] = []

    func viewDidLoad() { messages.append(.viewDidLoad) }
    func viewDidAppear() { messages.append(.viewDidAppear) }
    func nameChanged(_ text: String) { messages.append(.nameChanged(text)) }
    func addButtonTapped() { messages.append(.addButtonTapped) }
    func swipeActionTapped(_ kind: TodoSwipeActionDisplay.Kind, itemID: Int) {
        messages.append(.swipeActionTapped(kind, itemID: itemID))
    }
    func alertButtonTapped(_ choice: TodoListAlertChoice) { messages.append(.alertButtonTapped(choice)) }

    var numberOfRows: Int { rows.count }
    func row(at index: Int) -> TodoRowDisplay { rows[index] }
}
