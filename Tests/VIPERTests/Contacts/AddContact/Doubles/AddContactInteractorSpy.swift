@testable import VIPER

@MainActor
final class AddContactInteractorSpy: AddContactInteractorInput {
    enum Message: Equatable {
        case addContact(firstName: String, lastName: String)
    }

    private(set) var messages: [Message] = []

    func addContact(firstName: String, lastName: String) {
        messages.append(.addContact(firstName: firstName, lastName: lastName))
    }
}
