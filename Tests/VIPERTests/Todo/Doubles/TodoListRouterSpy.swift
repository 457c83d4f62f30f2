@testable import VIPER

@MainActor
final class TodoListRouterSpy: TodoListRouting {
    enum Message: Equatable {
        case showAlert(AlertDisplay<TodoListAlertChoice>)
    }

    private(set) var messages: [Message] = []
    private(set) var alerts = AlertChoices<TodoListAlertChoice>()

    func showAlert(
        _ alert: AlertDisplay<TodoListAlertChoice>, onChoice: @escaping @MainActor (TodoListAlertChoice) -> Void
    ) {
        messages.append(.showAlert(alert))
        alerts.record(alert, onChoice: onChoice)
    }
}
