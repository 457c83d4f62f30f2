import Models

@testable import VIPER

@MainActor
final class TodoListInteractorSpy: TodoListInteractorInput {
    enum Message: Equatable {
        case loadList
        case addItem(String)
        case toggleDone(itemID: Int)
        case beginChangingPriority(itemID: Int)
        case setPriority(Priority, itemID: Int)
        case beginRemoving(itemID: Int)
        case removeItem(itemID: Int)
    }

    private(set) var messages: [Message] = []
    /// The items it answers with, by position.
    var items: [TodoListItem] = []

    func loadList() { messages.append(.loadList) }
    func addItem(named text: String) { messages.append(.addItem(text)) }
    func toggleDone(itemID: Int) { messages.append(.toggleDone(itemID: itemID)) }
    func beginChangingPriority(itemID: Int) { messages.append(.beginChangingPriority(itemID: itemID)) }
    func setPriority(_ priority: Priority, itemID: Int) { messages.append(.setPriority(priority, itemID: itemID)) }
    func beginRemoving(itemID: Int) { messages.append(.beginRemoving(itemID: itemID)) }
    func removeItem(itemID: Int) { messages.append(.removeItem(itemID: itemID)) }
    func item(at position: Int) -> TodoListItem { items[position] }
}
