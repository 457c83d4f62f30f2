@testable import VIPER

/// Records the New Contact use cases the presenter starts.
@MainActor
final class AddContactInteractorSpy: AddContactInteractorInput {
    enum Message: Equatable {
        case changeFirstName(String)
        case changeLastName(String)
        case saveContact
    }

    private(set) var messages: [Message] = []

    func changeFirstName(to text: String) { messages.append(.changeFirstName(text)) }
    func changeLastName(to text: String) { messages.append(.changeLastName(text)) }
    func saveContact() { messages.append(.saveContact) }
}
