@testable import MVP

/// Records everything the todo presenter tells its view.
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

    /// The alerts the view was told to show, oldest first.
    var alerts: [AlertDisplay<TodoListAlertChoice>] {
        messages.compactMap { message in
            guard case .alert(let alert) = message else { return nil }
            return alert
        }
    }

    /// Forgets what was recorded, so a test sees only what its own action caused.
    func clear() { messages = [] }

    func reloadRows() { messages.append(.reloadRows) }
    func showCounter(_ text: String) { messages.append(.counter(text)) }
    func showEmptyMessage(_ isShown: Bool) { messages.append(.emptyMessage(isShown: isShown)) }
    func setAddButtonEnabled(_ isEnabled: Bool) { messages.append(.addButton(isEnabled: isEnabled)) }
    func clearNameField() { messages.append(.clearNameField) }
    func showAlert(_ alert: AlertDisplay<TodoListAlertChoice>) {
        messages.append(.alert(alert))
    }
}
