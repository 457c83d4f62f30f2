import Models

@testable import MVC

/// Records what the New Contact screen tells its delegate.
@MainActor
final class AddContactViewControllerDelegateSpy: AddContactViewControllerDelegate {
    enum Message: Equatable {
        case didEnter(firstName: String, lastName: String)
        case didCancel
    }

    private(set) var messages: [Message] = []

    func addContactViewController(_ controller: AddContactViewController, didEnter name: ContactName) {
        messages.append(.didEnter(firstName: name.firstName, lastName: name.lastName))
    }

    func addContactViewControllerDidCancel(_ controller: AddContactViewController) {
        messages.append(.didCancel)
    }
}
