@testable import MVP

/// Records everything the todo presenter tells its view, in order.
@MainActor
final class TodoListViewSpy: TodoListView {
    enum Message: Equatable {
        case reloadRows
        case counter(String)
        case emptyMessage(isShown: Bool)
        case addButton(isEnabled: Bool)
        case clearNameField
        case alert(AlertDisplay<TodoListAlertChoice>)
    }

    private(set) var messages: [Message] = []

    /// The last alert the view was told to show, for a test to answer.
    private(set) var lastAlert: AlertDisplay<TodoListAlertChoice>?

    /// Forgets what was recorded, so a test sees only what its own action caused.
    func clear() { messages = [] }

    func reloadRows() { messages.append(.reloadRows) }
    func showCounter(_ text: String) { messages.append(.counter(text)) }
    func showEmptyMessage(_ isShown: Bool) { messages.append(.emptyMessage(isShown: isShown)) }
    func setAddButtonEnabled(_ isEnabled: Bool) { messages.append(.addButton(isEnabled: isEnabled)) }
    func clearNameField() { messages.append(.clearNameField) }
    func showAlert(_ alert: AlertDisplay<TodoListAlertChoice>) {
        messages.append(.alert(alert))
        lastAlert = alert
    }
}
