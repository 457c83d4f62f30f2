@testable import VIP

@MainActor
final class ContactListPresentationLogicSpy: ContactListPresentationLogic {
    enum Message: Equatable {
        case presentContacts(ListContacts.ViewDidLoad.Response)
        case presentLoadFailure(ListContacts.ViewDidAppear.Response)
        case presentImportProgress(ListContacts.ImportProgress.Response)
        case presentImportedContacts(ListContacts.ImportButtonTapped.Response)
        case presentImportFailure(ListContacts.ImportFailure.Response)
        case presentAddedContact(ListContacts.NewContactClosed.Response)
    }

    private(set) var messages: [Message] = []

    func presentContacts(response: ListContacts.ViewDidLoad.Response) { messages.append(.presentContacts(response)) }
    func presentLoadFailure(response: ListContacts.ViewDidAppear.Response) {
        messages.append(.presentLoadFailure(response))
    }
    func presentImportProgress(response: ListContacts.ImportProgress.Response) {
        messages.append(.presentImportProgress(response))
    }
    func presentImportedContacts(response: ListContacts.ImportButtonTapped.Response) {
        messages.append(.presentImportedContacts(response))
    }
    func presentImportFailure(response: ListContacts.ImportFailure.Response) {
        messages.append(.presentImportFailure(response))
    }
    func presentAddedContact(response: ListContacts.NewContactClosed.Response) {
        messages.append(.presentAddedContact(response))
    }
}
