@testable import VIP

@MainActor
final class AddContactRoutingLogicSpy: AddContactRoutingLogic, AddContactDataPassing {
    enum Message: Equatable {
        case routeToListContacts
    }

    private(set) var messages: [Message] = []
    let dataStore: any AddContactDataStore

    init(dataStore: any AddContactDataStore) {
        self.dataStore = dataStore
    }

    func routeToListContacts() { messages.append(.routeToListContacts) }
}
