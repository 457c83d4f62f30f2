@testable import VIP

@MainActor
final class ContactListRoutingLogicSpy: ContactListRoutingLogic, ContactListDataPassing {
    enum Message: Equatable {
        case routeToCreateContact
    }

    private(set) var messages: [Message] = []
    let dataStore: any ContactListDataStore

    init(dataStore: any ContactListDataStore) {
        self.dataStore = dataStore
    }

    func routeToCreateContact() { messages.append(.routeToCreateContact) }
}
