/// What the todo interactor hands the presenter to format, one call per outcome.
@MainActor
protocol TodoListPresentationLogic: AnyObject {
    func presentList(response: TodoList.LoadList.Response)
    func presentLoadFailure(response: TodoList.ShowLoadFailure.Response)
    func presentNameCheck(response: TodoList.CheckName.Response)
    func presentAddedItem(response: TodoList.AddItem.Response)
    func presentChangedList(response: TodoList.ChangeItem.Response)
    func presentPriorityChoice(response: TodoList.AskForPriority.Response)
    func presentRemoveConfirmation(response: TodoList.AskToRemove.Response)
    func presentRefusal(response: TodoList.Refusal.Response)
}
