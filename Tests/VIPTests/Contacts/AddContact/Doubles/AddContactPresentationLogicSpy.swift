@testable import VIP

@MainActor
final class AddContactPresentationLogicSpy: AddContactPresentationLogic {
    enum Message: Equatable {
        case presentSavedContact
        case presentRefusal(AddContact.Refusal.Response)
    }

    private(set) var messages: [Message] = []

    func presentSavedContact(response: AddContact.SaveContact.Response) { messages.append(.presentSavedContact) }
    func presentRefusal(response: AddContact.Refusal.Response) { messages.append(.presentRefusal(response)) }
}
