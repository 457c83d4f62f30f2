/// The todo use cases, as the view controller starts them. Every answer goes to the presenter,
/// never back to the caller: the cycle runs one way.
@MainActor
protocol TodoListBusinessLogic: AnyObject {
    func loadList(request: TodoList.LoadList.Request)
    /// Reports a load failure once; does nothing when there is none to report.
    func showLoadFailure(request: TodoList.ShowLoadFailure.Request)
    func checkName(request: TodoList.CheckName.Request)
    func addItem(request: TodoList.AddItem.Request)
    func changeItem(request: TodoList.ChangeItem.Request)
    func askForPriority(request: TodoList.AskForPriority.Request)
    func askToRemove(request: TodoList.AskToRemove.Request)
}
