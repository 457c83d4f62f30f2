import Models

@testable import VIPER

@MainActor
final class AddContactInteractorOutputSpy: AddContactInteractorOutput {
    enum Message: Equatable {
        case didAdd(Contact, ContactBook)
        case didRejectName(ContactName.Problem)
        case didFailToSave(StoreError)
    }

    private(set) var messages: [Message] = []

    func interactorDidAdd(_ contact: Contact, to book: ContactBook) { messages.append(.didAdd(contact, book)) }
    func interactorDidRejectName(_ problem: ContactName.Problem) { messages.append(.didRejectName(problem)) }
    func interactorDidFailToSave(_ error: StoreError) { messages.append(.didFailToSave(error)) }
}
