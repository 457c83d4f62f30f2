@testable import VIP

@MainActor
final class ContactListRoutingLogicSpy: ContactListRoutingLogic, ContactListDataPassing {
    enum Message: Equatable {
        case routeToAddContact
    }

    private(set) var messages: [Message] = []
    let dataStore: any ContactListDataStore

    init(dataStore: any ContactListDataStore) {
        self.dataStore = dataStore
    }

    func routeToAddContact() { messages.append(.routeToAddContact) }
}
