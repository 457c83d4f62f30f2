@testable import VIPER

/// Records the contacts use cases the presenter starts.
@MainActor
final class ContactListInteractorSpy: ContactListInteractorInput {
    enum Message: Equatable {
        case loadContacts
        case importContacts
        case findAddedContact(id: Int)
    }

    private(set) var messages: [Message] = []

    func loadContacts() { messages.append(.loadContacts) }
    func importContacts() { messages.append(.importContacts) }
    func findAddedContact(id: Int) { messages.append(.findAddedContact(id: id)) }
}
