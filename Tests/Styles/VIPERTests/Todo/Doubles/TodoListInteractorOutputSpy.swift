import Models

@testable import VIPER

/// Records how the interactor answers.
@MainActor
final class TodoListInteractorOutputSpy: TodoListInteractorOutput {
    enum Message: Equatable {
        case didLoad(TodoListContent)
        case didFailToLoad(StoreError, list: TodoListContent)
        case didChangeName(canAdd: Bool)
        case didAddItem(TodoListContent)
        case didRejectTooLongName
        case didChange(TodoListContent)
        case didFailToSave(StoreError)
        case didBeginChangingPriority(TodoListItem)
        case didBeginRemoving(TodoListItem)
    }

    private(set) var messages: [Message] = []

    func interactorDidLoad(_ list: TodoListContent) { messages.append(.didLoad(list)) }
    func interactorDidFailToLoad(_ error: StoreError, list: TodoListContent) {
        messages.append(.didFailToLoad(error, list: list))
    }
    func interactorDidChangeName(canAdd: Bool) { messages.append(.didChangeName(canAdd: canAdd)) }
    func interactorDidAddItem(_ list: TodoListContent) { messages.append(.didAddItem(list)) }
    func interactorDidRejectTooLongName() { messages.append(.didRejectTooLongName) }
    func interactorDidChange(_ list: TodoListContent) { messages.append(.didChange(list)) }
    func interactorDidFailToSave(_ error: StoreError) { messages.append(.didFailToSave(error)) }
    func interactorDidBeginChangingPriority(of item: TodoListItem) {
        messages.append(.didBeginChangingPriority(item))
    }
    func interactorDidBeginRemoving(_ item: TodoListItem) { messages.append(.didBeginRemoving(item)) }
}
