@testable import MVP

/// Records everything the contacts presenter tells its view.
@MainActor
final class ContactListViewSpy: ContactListView {
    enum Message: Equatable {
        case reloadRows
        case insertRow(Int)
        case emptyMessage(isShown: Bool)
        case importButton(isEnabled: Bool)
        case loadingIndicator(isShown: Bool)
        case alert(AlertDisplay<ContactListAlertChoice>)
        case newContact
    }

    private(set) var messages: [Message] = []

    /// The alerts the view was told to show, oldest first.
    var alerts: [AlertDisplay<ContactListAlertChoice>] {
        messages.compactMap { message in
            guard case .alert(let alert) = message else { return nil }
            return alert
        }
    }

    /// Forgets what was recorded, so a test sees only what its own action caused.
    func clear() { messages = [] }

    func reloadRows() { messages.append(.reloadRows) }
    func insertRow(at row: Int) { messages.append(.insertRow(row)) }
    func showEmptyMessage(_ isShown: Bool) { messages.append(.emptyMessage(isShown: isShown)) }
    func setImportButtonEnabled(_ isEnabled: Bool) { messages.append(.importButton(isEnabled: isEnabled)) }
    func showLoadingIndicator(_ isShown: Bool) { messages.append(.loadingIndicator(isShown: isShown)) }
    func showAlert(_ alert: AlertDisplay<ContactListAlertChoice>) {
        messages.append(.alert(alert))
    }
    func showNewContact() { messages.append(.newContact) }
}
