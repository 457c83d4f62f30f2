/// The todo use cases, one per user event. Every answer goes to the presenter, never back to the
/// caller: the cycle runs one way.
@MainActor
protocol TodoListBusinessLogic: AnyObject {
    func viewDidLoad(request: ListTodos.ViewDidLoad.Request)
    /// Reports a load failure once; does nothing when there is none to report.
    func viewDidAppear(request: ListTodos.ViewDidAppear.Request)
    func nameChanged(request: ListTodos.NameChanged.Request)
    func addButtonTapped(request: ListTodos.AddButtonTapped.Request)
    func swipeActionTapped(request: ListTodos.SwipeActionTapped.Request)
    func alertButtonTapped(request: ListTodos.AlertButtonTapped.Request)
}
