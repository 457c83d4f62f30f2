import HeadlessUI
import Models

/// Builds the Contacts tab, and every New Contact screen its view is told to show: each one saves
/// through the same store and reports to the list's presenter.
@MainActor
enum ContactsComposer {
    static func makeContactsTab(dependencies: AppDependencies) -> NavigationController {
        let store = dependencies.contactStore
        let presenter = ContactListPresenter(store: store, directory: dependencies.directory)
        // The view owns its presenter, so the factory it keeps holds the presenter weakly: no cycle.
        let controller = ContactListViewController(presenter: presenter) { [weak presenter] in
            makeNewContactScreen(store: store, delegate: presenter)
        }
        presenter.view = controller
        let navigation = NavigationController(rootViewController: controller)
        navigation.tabBarItem = TabBarItem(title: "Contacts")
        return navigation
    }

    static func makeNewContactScreen(
        store: any ContactStore, delegate: (any AddContactPresenterDelegate)?
    ) -> NavigationController {
        let presenter = AddContactPresenter(store: store)
        presenter.delegate = delegate
        let controller = AddContactViewController(presenter: presenter)
        presenter.view = controller
        return NavigationController(rootViewController: controller)
    }
}
