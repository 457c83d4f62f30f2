/// What the todo interactor hands the presenter to format, one call per outcome.
@MainActor
protocol TodoListPresentationLogic: AnyObject {
    func presentList(response: ListTodos.ViewDidLoad.Response)
    func presentLoadFailure(response: ListTodos.ViewDidAppear.Response)
    func presentNameCheck(response: ListTodos.NameChanged.Response)
    func presentAddedItem(response: ListTodos.AddButtonTapped.Response)
    func presentChangedList(response: ListTodos.ListChanged.Response)
    func presentPriorityChoice(response: ListTodos.PriorityChoice.Response)
    func presentRemoveConfirmation(response: ListTodos.RemoveConfirmation.Response)
    func presentRefusal(response: ListTodos.Refusal.Response)
}
