@testable import VIPER

/// Records the use cases the presenter starts.
@MainActor
final class TodoListInteractorSpy: TodoListInteractorInput {
    enum Message: Equatable {
        case loadList
        case changeName(String)
        case addItem
        case toggleDone(itemID: Int)
        case beginChangingPriority(itemID: Int)
        case setPriority(TodoListPriority, itemID: Int)
        case beginRemoving(itemID: Int)
        case removeItem(itemID: Int)
    }

    private(set) var messages: [Message] = []

    func loadList() { messages.append(.loadList) }
    func changeName(to text: String) { messages.append(.changeName(text)) }
    func addItem() { messages.append(.addItem) }
    func toggleDone(itemID: Int) { messages.append(.toggleDone(itemID: itemID)) }
    func beginChangingPriority(itemID: Int) { messages.append(.beginChangingPriority(itemID: itemID)) }
    func setPriority(_ priority: TodoListPriority, itemID: Int) {
        messages.append(.setPriority(priority, itemID: itemID))
    }
    func beginRemoving(itemID: Int) { messages.append(.beginRemoving(itemID: itemID)) }
    func removeItem(itemID: Int) { messages.append(.removeItem(itemID: itemID)) }
}
