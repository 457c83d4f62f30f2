/// What the todo presenter gives the view controller to show, one call per outcome.
@MainActor
protocol TodoListDisplayLogic: AnyObject {
    func displayList(viewModel: TodoList.LoadList.ViewModel)
    func displayLoadFailure(viewModel: TodoList.ShowLoadFailure.ViewModel)
    func displayNameCheck(viewModel: TodoList.CheckName.ViewModel)
    func displayAddedItem(viewModel: TodoList.AddItem.ViewModel)
    func displayChangedList(viewModel: TodoList.ChangeItem.ViewModel)
    func displayPriorityChoice(viewModel: TodoList.AskForPriority.ViewModel)
    func displayRemoveConfirmation(viewModel: TodoList.AskToRemove.ViewModel)
    func displayRefusal(viewModel: TodoList.Refusal.ViewModel)
}
