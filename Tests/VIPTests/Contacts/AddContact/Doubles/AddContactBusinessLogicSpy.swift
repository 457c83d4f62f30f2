import Models

@testable import VIP

/// Records the requests New Contact sends; like the interactor, it is the scene's data store.
@MainActor
final class AddContactBusinessLogicSpy: AddContactBusinessLogic, AddContactDataStore {
    enum Message: Equatable {
        case saveContact(AddContact.SaveContact.Request)
    }

    private(set) var messages: [Message] = []
    var addedContact: Contact?

    func saveContact(request: AddContact.SaveContact.Request) { messages.append(.saveContact(request)) }
}
