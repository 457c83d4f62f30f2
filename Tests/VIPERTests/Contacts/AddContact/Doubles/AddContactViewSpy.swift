@testable import VIPER

@MainActor
final class AddContactViewSpy: AddContactView {
    enum Message: Equatable {
        case focusFirstNameField
    }

    private(set) var messages: [Message] = []

    func focusFirstNameField() { messages.append(.focusFirstNameField) }
}
