import Models

@testable import VIP

/// Records the requests the contacts screen sends; like the interactor, it is the scene's data store.
@MainActor
final class ContactListBusinessLogicSpy: ContactListBusinessLogic, ContactListDataStore {
    enum Message: Equatable {
        case viewDidLoad
        case viewDidAppear
        case importButtonTapped
        case alertButtonTapped(ContactListAlertChoice)
        /// With the contact the data store held when the request came.
        case newContactClosed(passedIn: Contact?)
    }

    private(set) var messages: [Message] = []
    var book = ContactBook()
    var addedContact: Contact?
    /// Runs inside each call, for a test that wants to look at the screen at that moment.
    var onCall: () -> Void = {}

    func viewDidLoad(request: ListContacts.ViewDidLoad.Request) { record(.viewDidLoad) }
    func viewDidAppear(request: ListContacts.ViewDidAppear.Request) { record(.viewDidAppear) }
    func importButtonTapped(request: ListContacts.ImportButtonTapped.Request) { record(.importButtonTapped) }
    func alertButtonTapped(request: ListContacts.AlertButtonTapped.Request) {
        record(.alertButtonTapped(request.choice))
    }
    func newContactClosed(request: ListContacts.NewContactClosed.Request) {
        record(.newContactClosed(passedIn: addedContact))
    }

    private func record(_ message: Message) {
        messages.append(message)
        onCall()
    }
}
