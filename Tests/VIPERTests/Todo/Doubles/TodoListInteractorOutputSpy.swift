import Models

@testable import VIPER

@MainActor
final class TodoListInteractorOutputSpy: TodoListInteractorOutput {
    enum Message: Equatable {
        case didLoad(TodoListContent)
        case didFailToLoad(StoreError)
        case didAddItem(TodoListContent)
        case didRejectName(TodoName.Problem)
        case didChange(TodoListContent)
        case didFailToSave(StoreError)
        case didBeginChangingPriority(TodoListItem)
        case didBeginRemoving(TodoListItem)
    }

    private(set) var messages: [Message] = []

    func interactorDidLoad(_ list: TodoListContent) { messages.append(.didLoad(list)) }
    func interactorDidFailToLoad(_ error: StoreError) { messages.append(.didFailToLoad(error)) }
    func interactorDidAddItem(_ list: TodoListContent) { messages.append(.didAddItem(list)) }
    func interactorDidRejectName(_ problem: TodoName.Problem) { messages.append(.didRejectName(problem)) }
    func interactorDidChange(_ list: TodoListContent) { messages.append(.didChange(list)) }
    func interactorDidFailToSave(_ error: StoreError) { messages.append(.didFailToSave(error)) }
    func interactorDidBeginChangingPriority(of item: TodoListItem) {
        messages.append(.didBeginChangingPriority(item))
    }
    func interactorDidBeginRemoving(_ item: TodoListItem) { messages.append(.didBeginRemoving(item)) }
}
