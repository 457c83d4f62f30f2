@testable import VIP

@MainActor
final class ContactListPresentationLogicSpy: ContactListPresentationLogic {
    enum Message: Equatable {
        case presentContacts(ContactList.LoadContacts.Response)
        case presentLoadFailure(ContactList.ShowLoadFailure.Response)
        case presentImportProgress(ContactList.ImportProgress.Response)
        case presentImportedContacts(ContactList.ImportContacts.Response)
        case presentImportFailure(ContactList.ImportFailure.Response)
        case presentAddedContact(ContactList.ShowAddedContact.Response)
    }

    private(set) var messages: [Message] = []

    func presentContacts(response: ContactList.LoadContacts.Response) { messages.append(.presentContacts(response)) }
    func presentLoadFailure(response: ContactList.ShowLoadFailure.Response) {
        messages.append(.presentLoadFailure(response))
    }
    func presentImportProgress(response: ContactList.ImportProgress.Response) {
        messages.append(.presentImportProgress(response))
    }
    func presentImportedContacts(response: ContactList.ImportContacts.Response) {
        messages.append(.presentImportedContacts(response))
    }
    func presentImportFailure(response: ContactList.ImportFailure.Response) {
        messages.append(.presentImportFailure(response))
    }
    func presentAddedContact(response: ContactList.ShowAddedContact.Response) {
        messages.append(.presentAddedContact(response))
    }
}
