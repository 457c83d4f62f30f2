@testable import VIP

@MainActor
final class AddContactPresentationLogicSpy: AddContactPresentationLogic {
    enum Message: Equatable {
        case presentSavedContact
        case presentRefusal(CreateContact.Refusal.Response)
    }

    private(set) var messages: [Message] = []

    func presentSavedContact(response: CreateContact.DoneButtonTapped.Response) {
        messages.append(.presentSavedContact)
    }
    func presentRefusal(response: CreateContact.Refusal.Response) { messages.append(.presentRefusal(response)) }
}
