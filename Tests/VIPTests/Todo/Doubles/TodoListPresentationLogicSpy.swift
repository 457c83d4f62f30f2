@testable import VIP

@MainActor
final class TodoListPresentationLogicSpy: TodoListPresentationLogic {
    enum Message: Equatable {
        case presentList(TodoList.LoadList.Response)
        case presentLoadFailure(TodoList.ShowLoadFailure.Response)
        case presentNameCheck(TodoList.CheckName.Response)
        case presentAddedItem(TodoList.AddItem.Response)
        case presentChangedList(TodoList.ChangeItem.Response)
        case presentPriorityChoice(TodoList.AskForPriority.Response)
        case presentRemoveConfirmation(TodoList.AskToRemove.Response)
        case presentRefusal(TodoList.Refusal.Response)
    }

    private(set) var messages: [Message] = []

    func presentList(response: TodoList.LoadList.Response) { messages.append(.presentList(response)) }
    func presentLoadFailure(response: TodoList.ShowLoadFailure.Response) {
        messages.append(.presentLoadFailure(response))
    }
    func presentNameCheck(response: TodoList.CheckName.Response) { messages.append(.presentNameCheck(response)) }
    func presentAddedItem(response: TodoList.AddItem.Response) { messages.append(.presentAddedItem(response)) }
    func presentChangedList(response: TodoList.ChangeItem.Response) {
        messages.append(.presentChangedList(response))
    }
    func presentPriorityChoice(response: TodoList.AskForPriority.Response) {
        messages.append(.presentPriorityChoice(response))
    }
    func presentRemoveConfirmation(response: TodoList.AskToRemove.Response) {
        messages.append(.presentRemoveConfirmation(response))
    }
    func presentRefusal(response: TodoList.Refusal.Response) { messages.append(.presentRefusal(response)) }
}
