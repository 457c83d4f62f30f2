@testable import MVVMC

/// Stands where a coordinator stands for the view models, and records what they tell it, in order.
@MainActor
final class CoordinatorSpy: ContactListViewModelDelegate, AddContactViewModelDelegate {
    enum Message: Equatable {
        case wantsNewContact
        case addContactFinished
    }

    private(set) var messages: [Message] = []

    func contactListWantsNewContact() {
        messages.append(.wantsNewContact)
    }

    func addContactFinished() {
        messages.append(.addContactFinished)
    }
}
