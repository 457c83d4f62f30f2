/// What the todo presenter gives the view controller to show, one call per outcome.
@MainActor
protocol TodoListDisplayLogic: AnyObject {
    func displayList(viewModel: ListTodos.ViewDidLoad.ViewModel)
    func displayLoadFailure(viewModel: ListTodos.ViewDidAppear.ViewModel)
    func displayNameCheck(viewModel: ListTodos.NameChanged.ViewModel)
    func displayAddedItem(viewModel: ListTodos.AddButtonTapped.ViewModel)
    func displayChangedList(viewModel: ListTodos.ListChanged.ViewModel)
    func displayPriorityChoice(viewModel: ListTodos.PriorityChoice.ViewModel)
    func displayRemoveConfirmation(viewModel: ListTodos.RemoveConfirmation.ViewModel)
    func displayRefusal(viewModel: ListTodos.Refusal.ViewModel)
}
