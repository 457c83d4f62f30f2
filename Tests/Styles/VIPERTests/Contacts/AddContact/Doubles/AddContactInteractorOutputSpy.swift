import Models

@testable import VIPER

/// Records how the New Contact interactor answers.
@MainActor
final class AddContactInteractorOutputSpy: AddContactInteractorOutput {
    enum Message: Equatable {
        case didChangeNames(hasChanges: Bool)
        case didSaveContact(id: Int)
        case didRejectName(AddContactNameProblem)
        case didFailToSave(StoreError)
    }

    private(set) var messages: [Message] = []

    func interactorDidChangeNames(hasChanges: Bool) { messages.append(.didChangeNames(hasChanges: hasChanges)) }
    func interactorDidSaveContact(withID id: Int) { messages.append(.didSaveContact(id: id)) }
    func interactorDidRejectName(_ problem: AddContactNameProblem) { messages.append(.didRejectName(problem)) }
    func interactorDidFailToSave(_ error: StoreError) { messages.append(.didFailToSave(error)) }
}
