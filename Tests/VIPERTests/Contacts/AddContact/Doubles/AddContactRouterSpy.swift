@testable import VIPER

@MainActor
final class AddContactRouterSpy: AddContactRouting {
    enum Message: Equatable {
        case dismiss
        case showAlert(AlertDisplay<Never>)
    }

    private(set) var messages: [Message] = []

    func dismiss() { messages.append(.dismiss) }
    func showAlert(_ alert: AlertDisplay<Never>) { messages.append(.showAlert(alert)) }
}
