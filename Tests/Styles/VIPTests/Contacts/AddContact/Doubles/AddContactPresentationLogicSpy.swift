@testable import VIP

@MainActor
final class AddContactPresentationLogicSpy: AddContactPresentationLogic {
    enum Message: Equatable {
        case presentUnsavedChanges(hasChanges: Bool)
        case presentSavedContact
        case presentDiscardConfirmation
        case presentDismissal
        case presentRefusal(CreateContact.Refusal.Response)
    }

    private(set) var messages: [Message] = []

    func presentUnsavedChanges(response: CreateContact.UnsavedChanges.Response) {
        messages.append(.presentUnsavedChanges(hasChanges: response.hasChanges))
    }
    func presentSavedContact(response: CreateContact.DoneButtonTapped.Response) {
        messages.append(.presentSavedContact)
    }
    func presentDiscardConfirmation(response: CreateContact.SwipeDownRefused.Response) {
        messages.append(.presentDiscardConfirmation)
    }
    func presentDismissal(response: CreateContact.Dismissal.Response) { messages.append(.presentDismissal) }
    func presentRefusal(response: CreateContact.Refusal.Response) { messages.append(.presentRefusal(response)) }
}
