@testable import VIP

@MainActor
final class AddContactDisplayLogicSpy: AddContactDisplayLogic {
    enum Message: Equatable {
        case displaySavedContact
        case displayRefusal(AlertDisplay<Never>)
    }

    private(set) var messages: [Message] = []

    func displaySavedContact(viewModel: AddContact.SaveContact.ViewModel) { messages.append(.displaySavedContact) }
    func displayRefusal(viewModel: AddContact.Refusal.ViewModel) { messages.append(.displayRefusal(viewModel.alert)) }
}
