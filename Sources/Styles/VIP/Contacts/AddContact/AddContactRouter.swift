import HeadlessUI

/// Closes New Contact and passes the contact it saved back to the contacts scene that opened it: the
/// router reads this scene's data store and writes into the list's, as Clean Swift passes data. It
/// starts nothing on the list: the list shows what it was passed through its own request.
@MainActor
final class AddContactRouter: AddContactRoutingLogic, AddContactDataPassing {
    /// The screen this router closes; the screen owns the router, so the link is weak.
    weak var viewController: AddContactViewController?
    /// The contacts screen that opened New Contact, where the route returns; weak, as it is the
    /// presenting screen.
    weak var contactList: ContactListViewController?
    let dataStore: any AddContactDataStore

    init(dataStore: any AddContactDataStore, contactList: ContactListViewController?) {
        self.dataStore = dataStore
        self.contactList = contactList
    }

    func routeToListContacts() {
        guard let viewController else { return }
        guard let destination = contactList else {
            viewController.dismiss(animated: true)
            return
        }
        passDataToListContacts(source: dataStore, destination: destination.router.dataStore)
        navigateToListContacts(source: viewController, destination: destination)
    }

    /// Dismisses New Contact, then unwinds to the list, which is on top again. After a swipe down the
    /// sheet is gone already and `dismiss` does nothing, as in UIKit; the unwind is the same.
    private func navigateToListContacts(source: AddContactViewController, destination: ContactListViewController) {
        source.dismiss(animated: true)
        destination.unwindFromCreateContact()
    }

    /// A contact this scene saved goes with the book it was saved in; after Cancel there is none.
    private func passDataToListContacts(source: any AddContactDataStore, destination: any ContactListDataStore) {
        guard let contact = source.addedContact, let book = source.savedBook else { return }
        destination.book = book
        destination.addedContact = contact
    }
}
