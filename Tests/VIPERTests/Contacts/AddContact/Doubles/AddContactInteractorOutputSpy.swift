import Models

@testable import VIPER

@MainActor
final class AddContactInteractorOutputSpy: AddContactInteractorOutput {
    enum Message: Equatable {
        case didAddContact(id: Int)
        case didRejectName(ContactName.Problem)
        case didFailToSave(StoreError)
    }

    private(set) var messages: [Message] = []

    func interactorDidAddContact(withID id: Int) { messages.append(.didAddContact(id: id)) }
    func interactorDidRejectName(_ problem: ContactName.Problem) { messages.append(.didRejectName(problem)) }
    func interactorDidFailToSave(_ error: StoreError) { messages.append(.didFailToSave(error)) }
}
