@testable import MVP

/// Records everything the New Contact presenter tells its view, in order.
@MainActor
final class AddContactViewSpy: AddContactView {
    enum Message: Equatable {
        case focusFirstNameField
        case alert(AlertDisplay<Never>)
        case close
    }

    private(set) var messages: [Message] = []

    func focusFirstNameField() { messages.append(.focusFirstNameField) }
    func showAlert(_ alert: AlertDisplay<Never>) { messages.append(.alert(alert)) }
    func close() { messages.append(.close) }
}
