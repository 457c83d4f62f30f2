import Models

@testable import VIPER

/// Records how the contacts interactor answers.
@MainActor
final class ContactListInteractorOutputSpy: ContactListInteractorOutput {
    enum Message: Equatable {
        case didLoad([ContactListItem])
        case didFailToLoad(StoreError, contacts: [ContactListItem])
        case didStartImport
        case didImport([ContactListItem], added: Int, skipped: Int)
        case didFailToSaveImport(StoreError)
        case didFailToImport(DirectoryError)
        case didFindAddedContact([ContactListItem], row: Int)
    }

    private(set) var messages: [Message] = []

    func interactorDidLoad(_ contacts: [ContactListItem]) { messages.append(.didLoad(contacts)) }
    func interactorDidFailToLoad(_ error: StoreError, contacts: [ContactListItem]) {
        messages.append(.didFailToLoad(error, contacts: contacts))
    }
    func interactorDidStartImport() { messages.append(.didStartImport) }
    func interactorDidImport(_ contacts: [ContactListItem], added: Int, skipped: Int) {
        messages.append(.didImport(contacts, added: added, skipped: skipped))
    }
    func interactorDidFailToSaveImport(_ error: StoreError) { messages.append(.didFailToSaveImport(error)) }
    func interactorDidFailToImport(_ error: DirectoryError) { messages.append(.didFailToImport(error)) }
    func interactorDidFindAddedContact(_ contacts: [ContactListItem], at row: Int) {
        messages.append(.didFindAddedContact(contacts, row: row))
    }
}
