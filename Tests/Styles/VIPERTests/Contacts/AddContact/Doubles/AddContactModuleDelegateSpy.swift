@testable import VIPER

/// Records what a New Contact module reports to the module that opened it.
@MainActor
final class AddContactModuleDelegateSpy: AddContactModuleDelegate {
    private(set) var addedContactIDs: [Int] = []

    func addContactModuleDidAddContact(withID id: Int) { addedContactIDs.append(id) }
}
