@testable import VIPER

@MainActor
final class TodoListPresenterSpy: TodoListPresenting {
    enum Message: Equatable {
        case viewDidLoad
        case viewDidAppear
        case nameFieldChanged(String)
        case addButtonTapped(name: String)
        case swipeActionTapped(TodoSwipeActionDisplay.Kind, row: Int)
    }

    private(set) var messages: [Message] = []

    func viewDidLoad() { messages.append(.viewDidLoad) }
    func viewDidAppear() { messages.append(.viewDidAppear) }
    func nameFieldChanged(to text: String) { messages.append(.nameFieldChanged(text)) }
    func addButtonTapped(name: String) { messages.append(.addButtonTapped(name: name)) }
    func swipeActionTapped(_ kind: TodoSwipeActionDisplay.Kind, onRow row: Int) {
        messages.append(.swipeActionTapped(kind, row: row))
    }
}
