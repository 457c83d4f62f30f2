@testable import VIP

/// Keeps every view model the presenter gave, its lists with their rows made.
@MainActor
final class TodoListDisplayLogicSpy: TodoListDisplayLogic {
    enum Message: Equatable {
        case displayList(ShownTodoList)
        case displayLoadFailure(AlertDisplay<Never>)
        case displayNameCheck(isAddButtonEnabled: Bool)
        case displayAddedItem(ShownTodoList, nameFieldText: String, isAddButtonEnabled: Bool)
        case displayChangedList(ShownTodoList)
        case displayPriorityChoice(AlertDisplay<TodoListAlertChoice>)
        case displayRemoveConfirmation(AlertDisplay<TodoListAlertChoice>)
        case displayRefusal(AlertDisplay<Never>)
    }

    private(set) var messages: [Message] = []

    /// The list of the last view model that had one.
    var lastList: ShownTodoList? {
        messages.lazy.compactMap { message -> ShownTodoList? in
            switch message {
            case .displayList(let list), .displayChangedList(let list), .displayAddedItem(let list, _, _): list
            default: nil
            }
        }.last
    }

    func displayList(viewModel: ListTodos.ViewDidLoad.ViewModel) {
        messages.append(.displayList(ShownTodoList(viewModel.displayedList)))
    }

    func displayLoadFailure(viewModel: ListTodos.ViewDidAppear.ViewModel) {
        messages.append(.displayLoadFailure(viewModel.alert))
    }

    func displayNameCheck(viewModel: ListTodos.NameChanged.ViewModel) {
        messages.append(.displayNameCheck(isAddButtonEnabled: viewModel.isAddButtonEnabled))
    }

    func displayAddedItem(viewModel: ListTodos.AddButtonTapped.ViewModel) {
        messages.append(
            .displayAddedItem(
                ShownTodoList(viewModel.displayedList), nameFieldText: viewModel.nameFieldText,
                isAddButtonEnabled: viewModel.isAddButtonEnabled))
    }

    func displayChangedList(viewModel: ListTodos.ListChanged.ViewModel) {
        messages.append(.displayChangedList(ShownTodoList(viewModel.displayedList)))
    }

    func displayPriorityChoice(viewModel: ListTodos.PriorityChoice.ViewModel) {
        messages.append(.displayPriorityChoice(viewModel.sheet))
    }

    func displayRemoveConfirmation(viewModel: ListTodos.RemoveConfirmation.ViewModel) {
        messages.append(.displayRemoveConfirmation(viewModel.alert))
    }

    func displayRefusal(viewModel: ListTodos.Refusal.ViewModel) {
        messages.append(.displayRefusal(viewModel.alert))
    }
}
