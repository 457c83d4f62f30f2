@testable import VIPER

@MainActor
final class AddContactModuleDelegateSpy: AddContactModuleDelegate {
    enum Message: Equatable {
        case didAddContact(id: Int)
    }

    private(set) var messages: [Message] = []
    /// Runs inside each call, for a test that wants to look at other spies at that moment.
    var onCall: () -> Void = {}

    func addContactModuleDidAddContact(withID id: Int) {
        messages.append(.didAddContact(id: id))
        onCall()
    }
}
