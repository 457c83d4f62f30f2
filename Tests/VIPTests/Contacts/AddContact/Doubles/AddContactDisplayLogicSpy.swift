@testable import VIP

@MainActor
final class AddContactDisplayLogicSpy: AddContactDisplayLogic {
    enum Message: Equatable {
        case displaySavedContact
        case displayRefusal(AlertDisplay<Never>)
    }

    private(set) var messages: [Message] = []

    func displaySavedContact(viewModel: CreateContact.DoneButtonTapped.ViewModel) {
        messages.append(.displaySavedContact)
    }
    func displayRefusal(viewModel: CreateContact.Refusal.ViewModel) {
        messages.append(.displayRefusal(viewModel.alert))
    }
}
