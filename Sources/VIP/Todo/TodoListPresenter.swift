import Models

/// Turns what the todo interactor hands over into view models: every text, colour and alert of the
/// screen is decided here. It holds no item and never calls the interactor: it only formats, and
/// passes the result on to the view controller.
@MainActor
final class TodoListPresenter: TodoListPresentationLogic {
    weak var viewController: (any TodoListDisplayLogic)?
    private let dateFormatter: DisplayDateFormatter

    init(dateFormatter: DisplayDateFormatter) {
        self.dateFormatter = dateFormatter
    }

    func presentList(response: TodoList.LoadList.Response) {
        viewController?.displayList(viewModel: TodoList.LoadList.ViewModel(displayedList: displayedList(response.list)))
    }

    func presentLoadFailure(response: TodoList.ShowLoadFailure.Response) {
        viewController?.displayLoadFailure(
            viewModel: TodoList.ShowLoadFailure.ViewModel(alert: .loadFailure(response.error, of: "tasks")))
    }

    func presentNameCheck(response: TodoList.CheckName.Response) {
        viewController?.displayNameCheck(
            viewModel: TodoList.CheckName.ViewModel(isAddButtonEnabled: response.canSubmit))
    }

    /// The typed name is an item now: the field is emptied for the next one, which disables Add.
    func presentAddedItem(response: TodoList.AddItem.Response) {
        viewController?.displayAddedItem(
            viewModel: TodoList.AddItem.ViewModel(
                displayedList: displayedList(response.list), nameFieldText: "", isAddButtonEnabled: false))
    }

    func presentChangedList(response: TodoList.ChangeItem.Response) {
        viewController?.displayChangedList(
            viewModel: TodoList.ChangeItem.ViewModel(displayedList: displayedList(response.list)))
    }

    func presentPriorityChoice(response: TodoList.AskForPriority.Response) {
        viewController?.displayPriorityChoice(
            viewModel: TodoList.AskForPriority.ViewModel(sheet: Self.prioritySheet(for: response.item)))
    }

    func presentRemoveConfirmation(response: TodoList.AskToRemove.Response) {
        viewController?.displayRemoveConfirmation(
            viewModel: TodoList.AskToRemove.ViewModel(alert: Self.removeConfirmation(for: response.item)))
    }

    func presentRefusal(response: TodoList.Refusal.Response) {
        viewController?.displayRefusal(viewModel: TodoList.Refusal.ViewModel(alert: Self.refusalAlert(response.reason)))
    }

    private func displayedList(_ list: Models.TodoList) -> TodoList.DisplayedList {
        Self.displayedList(of: list, dateFormatter: dateFormatter)
    }
}
