import HeadlessUI

/// Closes New Contact and passes the contact it saved back to the contacts scene that opened it:
/// the router reads this scene's data store and writes into the list's, as Clean Swift passes data.
@MainActor
final class AddContactRouter: AddContactRoutingLogic, AddContactDataPassing {
    /// The screen this router closes; the screen owns the router, so the link is weak.
    weak var viewController: AddContactViewController?
    /// The contacts screen that opened New Contact and gets the saved contact; weak, as it is the
    /// presenting screen.
    weak var contactList: ContactListViewController?
    let dataStore: any AddContactDataStore

    init(dataStore: any AddContactDataStore, contactList: ContactListViewController?) {
        self.dataStore = dataStore
        self.contactList = contactList
    }

    /// Closes New Contact first, so the list inserts its row once it is on screen again. A contact
    /// this scene saved is passed into the list's data store, and the list is asked to show it.
    func routeToContactList() {
        viewController?.dismiss(animated: true)
        guard let contactList, dataStore.addedContact != nil else { return }
        passDataToContactList(source: dataStore, destination: contactList.router.dataStore)
        contactList.showAddedContact()
    }

    private func passDataToContactList(source: any AddContactDataStore, destination: any ContactListDataStore) {
        destination.addedContact = source.addedContact
    }
}
