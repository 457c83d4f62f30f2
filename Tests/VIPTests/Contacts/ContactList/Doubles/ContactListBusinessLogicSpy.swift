import Models

@testable import VIP

/// Records the requests the contacts screen sends; like the interactor, it is the scene's data store.
@MainActor
final class ContactListBusinessLogicSpy: ContactListBusinessLogic, ContactListDataStore {
    enum Message: Equatable {
        case loadContacts
        case showLoadFailure
        case importContacts
        case showAddedContact(passedIn: Contact?)
    }

    private(set) var messages: [Message] = []
    var addedContact: Contact?
    /// Runs inside each call, for a test that wants to look at the screen at that moment.
    var onCall: () -> Void = {}

    func loadContacts(request: ContactList.LoadContacts.Request) { record(.loadContacts) }
    func showLoadFailure(request: ContactList.ShowLoadFailure.Request) { record(.showLoadFailure) }
    func importContacts(request: ContactList.ImportContacts.Request) { record(.importContacts) }
    func showAddedContact(request: ContactList.ShowAddedContact.Request) {
        record(.showAddedContact(passedIn: addedContact))
    }

    private func record(_ message: Message) {
        messages.append(message)
        onCall()
    }
}
