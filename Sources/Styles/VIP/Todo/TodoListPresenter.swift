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

    func presentList(response: ListTodos.ViewDidLoad.Response) {
        viewController?.displayList(
            viewModel: ListTodos.ViewDidLoad.ViewModel(displayedList: displayedList(response.list)))
    }

    func presentLoadFailure(response: ListTodos.ViewDidAppear.Response) {
        viewController?.displayLoadFailure(
            viewModel: ListTodos.ViewDidAppear.ViewModel(alert: .loadFailure(response.error, of: "tasks")))
    }

    func presentNameCheck(response: ListTodos.NameChanged.Response) {
        viewController?.displayNameCheck(
            viewModel: ListTodos.NameChanged.ViewModel(isAddButtonEnabled: response.canSubmit))
    }

    /// The typed name is an item now: the field is emptied for the next one, which disables Add.
    func presentAddedItem(response: ListTodos.AddButtonTapped.Response) {
        viewController?.displayAddedItem(
            viewModel: ListTodos.AddButtonTapped.ViewModel(
                displayedList: displayedList(response.list), nameFieldText: "", isAddButtonEnabled: false))
    }

    func presentChangedList(response: ListTodos.ListChanged.Response) {
        viewController?.displayChangedList(
            viewModel: ListTodos.ListChanged.ViewModel(displayedList: displayedList(response.list)))
    }

    func presentPriorityChoice(response: ListTodos.PriorityChoice.Response) {
        viewController?.displayPriorityChoice(
            viewModel: ListTodos.PriorityChoice.ViewModel(sheet: Self.prioritySheet(for: response.item)))
    }

    func presentRemoveConfirmation(response: ListTodos.RemoveConfirmation.Response) {
        viewController?.displayRemoveConfirmation(
            viewModel: ListTodos.RemoveConfirmation.ViewModel(alert: Self.removeConfirmation(for: response.item)))
    }

    func presentRefusal(response: ListTodos.Refusal.Response) {
        viewController?.displayRefusal(
            viewModel: ListTodos.Refusal.ViewModel(alert: Self.refusalAlert(response.reason)))
    }

    private func displayedList(_ list: TodoList) -> ListTodos.DisplayedList {
        Self.displayedList(of: list, dateFormatter: dateFormatter)
    }
}
