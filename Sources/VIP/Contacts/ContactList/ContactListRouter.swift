import HeadlessUI

/// Opens New Contact over the contacts screen. It exposes the scene's data store, so that New
/// Contact's router can pass the saved contact back into it.
@MainActor
final class ContactListRouter: ContactListRoutingLogic, ContactListDataPassing {
    /// The screen this router presents from; the screen owns the router, so the link is weak.
    weak var viewController: ContactListViewController?
    let dataStore: any ContactListDataStore
    /// Builds a New Contact scene that returns to the given contacts screen.
    private let makeAddContact: @MainActor (ContactListViewController) -> AddContactViewController

    init(
        dataStore: any ContactListDataStore,
        makeAddContact: @escaping @MainActor (ContactListViewController) -> AddContactViewController
    ) {
        self.dataStore = dataStore
        self.makeAddContact = makeAddContact
    }

    /// New Contact starts empty: nothing of this scene's data store goes with it.
    func routeToAddContact() {
        guard let viewController else { return }
        navigateToAddContact(source: viewController, destination: makeAddContact(viewController))
    }

    private func navigateToAddContact(source: ContactListViewController, destination: AddContactViewController) {
        source.present(NavigationController(rootViewController: destination), animated: true)
    }
}
