@testable import MVP

/// Records everything the New Contact presenter tells its view.
@MainActor
final class AddContactViewSpy: AddContactView {
    enum Message: Equatable {
        case alert(AlertDisplay<Never>)
        case close
    }

    private(set) var messages: [Message] = []

    func showAlert(_ alert: AlertDisplay<Never>) { messages.append(.alert(alert)) }
    func close() { messages.append(.close) }
}
