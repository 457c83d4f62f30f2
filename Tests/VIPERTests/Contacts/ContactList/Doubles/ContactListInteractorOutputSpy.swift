import Models

@testable import VIPER

@MainActor
final class ContactListInteractorOutputSpy: ContactListInteractorOutput {
    enum Message: Equatable {
        case didLoad(ContactBook)
        case didFailToLoad(StoreError)
        case didImport(ImportResult)
        case didFailToSaveImport(StoreError)
        case didFailToImport(DirectoryError)
    }

    private(set) var messages: [Message] = []

    func interactorDidLoad(_ book: ContactBook) { messages.append(.didLoad(book)) }
    func interactorDidFailToLoad(_ error: StoreError) { messages.append(.didFailToLoad(error)) }
    func interactorDidImport(_ result: ImportResult) { messages.append(.didImport(result)) }
    func interactorDidFailToSaveImport(_ error: StoreError) { messages.append(.didFailToSaveImport(error)) }
    func interactorDidFailToImport(_ error: DirectoryError) { messages.append(.didFailToImport(error)) }
}
