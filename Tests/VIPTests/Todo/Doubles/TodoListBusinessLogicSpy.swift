@testable import VIP

@MainActor
final class TodoListBusinessLogicSpy: TodoListBusinessLogic {
    enum Message: Equatable {
        case loadList
        case showLoadFailure
        case checkName(TodoList.CheckName.Request)
        case addItem(TodoList.AddItem.Request)
        case changeItem(TodoList.ChangeItem.Request)
        case askForPriority(TodoList.AskForPriority.Request)
        case askToRemove(TodoList.AskToRemove.Request)
    }

    private(set) var messages: [Message] = []

    func loadList(request: TodoList.LoadList.Request) { messages.append(.loadList) }
    func showLoadFailure(request: TodoList.ShowLoadFailure.Request) { messages.append(.showLoadFailure) }
    func checkName(request: TodoList.CheckName.Request) { messages.append(.checkName(request)) }
    func addItem(request: TodoList.AddItem.Request) { messages.append(.addItem(request)) }
    func changeItem(request: TodoList.ChangeItem.Request) { messages.append(.changeItem(request)) }
    func askForPriority(request: TodoList.AskForPriority.Request) { messages.append(.askForPriority(request)) }
    func askToRemove(request: TodoList.AskToRemove.Request) { messages.append(.askToRemove(request)) }
}
