@testable import VIPER

@MainActor
final class ContactListInteractorSpy: ContactListInteractorInput {
    enum Message: Equatable {
        case loadContacts
        case importContacts
    }

    private(set) var messages: [Message] = []

    func loadContacts() { messages.append(.loadContacts) }
    func importContacts() { messages.append(.importContacts) }
}
