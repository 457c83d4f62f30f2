import Models

@testable import VIPER

@MainActor
final class AddContactModuleDelegateSpy: AddContactModuleDelegate {
    enum Message: Equatable {
        case didAdd(Contact, ContactBook)
    }

    private(set) var messages: [Message] = []
    /// Runs inside each call, for a test that wants to look at other spies at that moment.
    var onCall: () -> Void = {}

    func addContactModule(didAdd contact: Contact, to book: ContactBook) {
        messages.append(.didAdd(contact, book))
        onCall()
    }
}
