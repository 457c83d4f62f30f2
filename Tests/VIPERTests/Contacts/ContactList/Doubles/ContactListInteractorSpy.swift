@testable import VIPER

@MainActor
final class ContactListInteractorSpy: ContactListInteractorInput {
    enum Message: Equatable {
        case loadContacts
        case importContacts
        case findAddedContact(id: Int)
    }

    private(set) var messages: [Message] = []
    /// The contacts it answers with, by position.
    var contacts: [ContactListItem] = []

    func loadContacts() { messages.append(.loadContacts) }
    func importContacts() { messages.append(.importContacts) }
    func findAddedContact(id: Int) { messages.append(.findAddedContact(id: id)) }
    func contact(at position: Int) -> ContactListItem { contacts[position] }
}
