import Models

@testable import VIPER

@MainActor
final class TodoListInteractorOutputSpy: TodoListInteractorOutput {
    enum Message: Equatable {
        case didLoad(TodoList)
        case didFailToLoad(StoreError)
        case didAddItem(TodoList)
        case didRejectName(TodoName.Problem)
        case didChange(TodoList)
        case didFailToSave(StoreError)
    }

    private(set) var messages: [Message] = []

    func interactorDidLoad(_ list: TodoList) { messages.append(.didLoad(list)) }
    func interactorDidFailToLoad(_ error: StoreError) { messages.append(.didFailToLoad(error)) }
    func interactorDidAddItem(to list: TodoList) { messages.append(.didAddItem(list)) }
    func interactorDidRejectName(_ problem: TodoName.Problem) { messages.append(.didRejectName(problem)) }
    func interactorDidChange(_ list: TodoList) { messages.append(.didChange(list)) }
    func interactorDidFailToSave(_ error: StoreError) { messages.append(.didFailToSave(error)) }
}
