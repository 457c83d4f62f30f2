@testable import MVP

/// Records everything the New Contact presenter tells its view.
@MainActor
final class AddContactViewSpy: AddContactView {
    enum Message: Equatable {
        case alert(AlertDisplay<AddContactAlertChoice>)
        case close
    }

    private(set) var messages: [Message] = []
    /// Every `setModalInPresentation(_:)`, kept apart from `messages`: it follows each keystroke.
    private(set) var modalInPresentation: [Bool] = []

    func showAlert(_ alert: AlertDisplay<AddContactAlertChoice>) { messages.append(.alert(alert)) }
    func setModalInPresentation(_ isModal: Bool) { modalInPresentation.append(isModal) }
    func close() { messages.append(.close) }
}
