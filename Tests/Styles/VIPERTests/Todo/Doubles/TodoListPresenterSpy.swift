@testable import VIPER

/// Records the events the todo screen reports.
@MainActor
final class TodoListPresenterSpy: TodoListPresenting {
    enum Message: Equatable {
        case viewDidLoad
        case viewDidAppear
        case nameChanged(String)
        case addButtonTapped
        case swipeActionTapped(TodoSwipeActionDisplay.Kind, itemID: Int)
        case alertButtonTapped(TodoListAlertChoice)
    }

    private(set) var messages: [Message] = []

    func viewDidLoad() { messages.append(.viewDidLoad) }
    func viewDidAppear() { messages.append(.viewDidAppear) }
    func nameChanged(_ text: String) { messages.append(.nameChanged(text)) }
    func addButtonTapped() { messages.append(.addButtonTapped) }
    func swipeActionTapped(_ kind: TodoSwipeActionDisplay.Kind, itemID: Int) {
        messages.append(.swipeActionTapped(kind, itemID: itemID))
    }
    func alertButtonTapped(_ choice: TodoListAlertChoice) { messages.append(.alertButtonTapped(choice)) }
}
