@testable import VIPER

@MainActor
final class TodoListPresenterSpy: TodoListPresenting {
    enum Message: Equatable {
        case viewDidLoad
        case viewDidAppear
        case nameFieldChanged(String)
        case addButtonTapped(name: String)
        case swipeActionTapped(TodoSwipeActionDisplay.Kind, itemID: Int)
    }

    private(set) var messages: [Message] = []
    /// The rows it answers with, by index.
    var rows: [TodoRowDisplay] = []
    /// The indexes of the rows asked for, in order: a question, so not among the messages.
    private(set) var askedRows: [Int] = []

    func viewDidLoad() { messages.append(.viewDidLoad) }
    func viewDidAppear() { messages.append(.viewDidAppear) }
    func nameFieldChanged(to text: String) { messages.append(.nameFieldChanged(text)) }
    func addButtonTapped(name: String) { messages.append(.addButtonTapped(name: name)) }
    func row(at index: Int) -> TodoRowDisplay {
        askedRows.append(index)
        return rows[index]
    }
    func swipeActionTapped(_ kind: TodoSwipeActionDisplay.Kind, itemID: Int) {
        messages.append(.swipeActionTapped(kind, itemID: itemID))
    }
}
