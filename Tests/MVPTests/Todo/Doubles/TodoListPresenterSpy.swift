@testable import MVP

/// Records what the todo screen reports, and answers the table's questions with the rows a test
/// gives it.
@MainActor
final class TodoListPresenterSpy: TodoListPresenting {
    enum Message: Equatable {
        case viewDidLoad
        case viewDidAppear
        case nameFieldChanged(String)
        case addButtonTapped(name: String)
        case swipeActionTapped(TodoSwipeActionDisplay.Kind, itemID: Int)
        case alertChoiceMade(TodoListAlertChoice)
    }

    private(set) var messages: [Message] = []
    var rows: [TodoRowDisplay] = []

    func viewDidLoad() { messages.append(.viewDidLoad) }
    func viewDidAppear() { messages.append(.viewDidAppear) }
    func nameFieldChanged(to text: String) { messages.append(.nameFieldChanged(text)) }
    func addButtonTapped(name: String) { messages.append(.addButtonTapped(name: name)) }
    func swipeActionTapped(_ kind: TodoSwipeActionDisplay.Kind, itemID: Int) {
        messages.append(.swipeActionTapped(kind, itemID: itemID))
    }
    func alertChoiceMade(_ choice: TodoListAlertChoice) { messages.append(.alertChoiceMade(choice)) }

    var numberOfRows: Int { rows.count }
    func row(at index: Int) -> TodoRowDisplay { rows[index] }
}
