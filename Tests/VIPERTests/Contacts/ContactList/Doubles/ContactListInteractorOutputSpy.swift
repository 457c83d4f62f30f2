import Models

@testable import VIPER

@MainActor
final class ContactListInteractorOutputSpy: ContactListInteractorOutput {
    enum Message: Equatable {
        case didLoad(contactCount: Int)
        case didFailToLoad(StoreError)
        case didStartImport
        case didImport(contactCount: Int, added: Int, skipped: Int)
        case didFailToSaveImport(StoreError)
        case didFailToImport(DirectoryError)
        case didFindAddedContact(row: Int, contactCount: Int)
    }

    private(set) var messages: [Message] = []

    func interactorDidLoad(contactCount: Int) { messages.append(.didLoad(contactCount: contactCount)) }
    func interactorDidFailToLoad(_ error: StoreError) { messages.append(.didFailToLoad(error)) }
    func interactorDidStartImport() { messages.append(.didStartImport) }
    func interactorDidImport(contactCount: Int, added: Int, skipped: Int) {
        messages.append(.didImport(contactCount: contactCount, added: added, skipped: skipped))
    }
    func interactorDidFailToSaveImport(_ error: StoreError) { messages.append(.didFailToSaveImport(error)) }
    func interactorDidFailToImport(_ error: DirectoryError) { messages.append(.didFailToImport(error)) }
    func interactorDidFindAddedContact(at row: Int, contactCount: Int) {
        messages.append(.didFindAddedContact(row: row, contactCount: contactCount))
    }
}
