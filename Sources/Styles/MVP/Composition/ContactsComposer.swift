import HeadlessUI
import Models

/// Builds the Contacts tab, and every New Contact screen its view is told to show: each one hands its
/// new contact to the list's presenter, which saves it.
@MainActor
enum ContactsComposer {
    static func makeContactsTab(dependencies: AppDependencies) -> NavigationController {
        let presenter = ContactListPresenter(store: dependencies.contactStore, directory: dependencies.directory)
        // The view keeps the factory, and the factory the presenter: no cycle, since the presenter
        // holds its view weakly.
        let controller = ContactListViewController(presenter: presenter) {
            makeNewContactScreen(delegate: presenter)
        }
        presenter.view = controller
        let navigation = NavigationController(rootViewController: controller)
        navigation.tabBarItem = TabBarItem(title: "Contacts")
        return navigation
    }

    static func makeNewContactScreen(delegate: any AddContactPresenterDelegate) -> NavigationController {
        let presenter = AddContactPresenter(delegate: delegate)
        let controller = AddContactViewController(presenter: presenter)
        presenter.view = controller
        return NavigationController(rootViewController: controller)
    }
}
