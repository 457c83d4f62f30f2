@testable import VIP

/// Records the requests the todo screen sends.
@MainActor
final class TodoListBusinessLogicSpy: TodoListBusinessLogic {
    enum Message: Equatable {
        case viewDidLoad
        case viewDidAppear
        case nameChanged(String)
        case addButtonTapped
        case swipeActionTapped(ListTodos.SwipeAction.Kind, itemID: Int)
        case alertButtonTapped(TodoListAlertChoice)
    }

    private(set) var messages: [Message] = []

    func viewDidLoad(request: ListTodos.ViewDidLoad.Request) { messages.append(.viewDidLoad) }
    func viewDidAppear(request: ListTodos.ViewDidAppear.Request) { messages.append(.viewDidAppear) }
    func nameChanged(request: ListTodos.NameChanged.Request) { messages.append(.nameChanged(request.text)) }
    func addButtonTapped(request: ListTodos.AddButtonTapped.Request) { messages.append(.addButtonTapped) }
    func swipeActionTapped(request: ListTodos.SwipeActionTapped.Request) {
        messages.append(.swipeActionTapped(request.kind, itemID: request.itemID))
    }
    func alertButtonTapped(request: ListTodos.AlertButtonTapped.Request) {
        messages.append(.alertButtonTapped(request.choice))
    }
}
