import HeadlessUI

/// Opens New Contact over the contacts screen. It exposes the scene's data store, so that New
/// Contact's router can pass the saved contact back into it.
@MainActor
final class ContactListRouter: ContactListRoutingLogic, ContactListDataPassing {
    /// The screen this router presents from; the screen owns the router, so the link is weak.
    weak var viewController: ContactListViewController?
    let dataStore: any ContactListDataStore
    /// Builds a New Contact scene that returns to the given contacts screen.
    private let makeCreateContact: @MainActor (ContactListViewController) -> AddContactViewController

    init(
        dataStore: any ContactListDataStore,
        makeCreateContact: @escaping @MainActor (ContactListViewController) -> AddContactViewController
    ) {
        self.dataStore = dataStore
        self.makeCreateContact = makeCreateContact
    }

    /// New Contact starts empty: nothing of this scene's data store goes with it.
    func routeToCreateContact() {
        guard let viewController else { return }
        navigateToCreateContact(source: viewController, destination: makeCreateContact(viewController))
    }

    private func navigateToCreateContact(source: ContactListViewController, destination: AddContactViewController) {
        source.present(NavigationController(rootViewController: destination), animated: true)
    }
}
