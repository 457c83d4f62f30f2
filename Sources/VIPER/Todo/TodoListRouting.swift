/// What the todo presenter asks of its router: the todo screen shows alerts and goes nowhere else.
@MainActor
protocol TodoListRouting: AnyObject {
    func showAlert(
        _ alert: AlertDisplay<TodoListAlertChoice>, onChoice: @escaping @MainActor (TodoListAlertChoice) -> Void)
}
