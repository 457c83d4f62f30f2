@testable import VIP

/// Records every response the interactor hands over.
@MainActor
final class TodoListPresentationLogicSpy: TodoListPresentationLogic {
    enum Message: Equatable {
        case presentList(ListTodos.ViewDidLoad.Response)
        case presentLoadFailure(ListTodos.ViewDidAppear.Response)
        case presentNameCheck(ListTodos.NameChanged.Response)
        case presentAddedItem(ListTodos.AddButtonTapped.Response)
        case presentChangedList(ListTodos.ListChanged.Response)
        case presentPriorityChoice(ListTodos.PriorityChoice.Response)
        case presentRemoveConfirmation(ListTodos.RemoveConfirmation.Response)
        case presentRefusal(ListTodos.Refusal.Response)
    }

    private(set) var messages: [Message] = []

    func presentList(response: ListTodos.ViewDidLoad.Response) { messages.append(.presentList(response)) }
    func presentLoadFailure(response: ListTodos.ViewDidAppear.Response) {
        messages.append(.presentLoadFailure(response))
    }
    func presentNameCheck(response: ListTodos.NameChanged.Response) { messages.append(.presentNameCheck(response)) }
    func presentAddedItem(response: ListTodos.AddButtonTapped.Response) {
        messages.append(.presentAddedItem(response))
    }
    func presentChangedList(response: ListTodos.ListChanged.Response) {
        messages.append(.presentChangedList(response))
    }
    func presentPriorityChoice(response: ListTodos.PriorityChoice.Response) {
        messages.append(.presentPriorityChoice(response))
    }
    func presentRemoveConfirmation(response: ListTodos.RemoveConfirmation.Response) {
        messages.append(.presentRemoveConfirmation(response))
    }
    func presentRefusal(response: ListTodos.Refusal.Response) { messages.append(.presentRefusal(response)) }
}
