@testable import VIP

@MainActor
final class AddContactDisplayLogicSpy: AddContactDisplayLogic {
    enum Message: Equatable {
        case displayUnsavedChanges(isModalInPresentation: Bool)
        case displaySavedContact
        case displayDiscardConfirmation(AlertDisplay<AddContactAlertChoice>)
        case displayDismissal
        case displayRefusal(AlertDisplay<Never>)
    }

    private(set) var messages: [Message] = []

    func displayUnsavedChanges(viewModel: CreateContact.UnsavedChanges.ViewModel) {
        messages.append(.displayUnsavedChanges(isModalInPresentation: viewModel.isModalInPresentation))
    }
    func displaySavedContact(viewModel: CreateContact.DoneButtonTapped.ViewModel) {
        messages.append(.displaySavedContact)
    }
    func displayDiscardConfirmation(viewModel: CreateContact.SwipeDownRefused.ViewModel) {
        messages.append(.displayDiscardConfirmation(viewModel.sheet))
    }
    func displayDismissal(viewModel: CreateContact.Dismissal.ViewModel) { messages.append(.displayDismissal) }
    func displayRefusal(viewModel: CreateContact.Refusal.ViewModel) {
        messages.append(.displayRefusal(viewModel.alert))
    }
}
