import HeadlessUI
import Models

/// Builds the Contacts tab, and a fresh New Contact screen each time the list asks for one.
@MainActor
enum ContactsComposer {
    static func makeContactsTab(dependencies: AppDependencies) -> NavigationController {
        let viewModel = ContactListViewModel(store: dependencies.contactStore, directory: dependencies.directory)
        let controller = ContactListViewController(viewModel: viewModel)
        // The closure lives in the view model, so it holds the controller weakly: no cycle.
        viewModel.showNewContact = { [weak controller] delegate in
            controller?.present(makeNewContactScreen(delegate: delegate, dependencies: dependencies), animated: true)
        }
        let navigation = NavigationController(rootViewController: controller)
        navigation.tabBarItem = TabBarItem(title: "Contacts")
        dependencies.instances.track(viewModel, controller, navigation)
        return navigation
    }

    static func makeNewContactScreen(
        delegate: any AddContactViewModelDelegate, dependencies: AppDependencies
    ) -> NavigationController {
        let viewModel = AddContactViewModel(store: dependencies.contactStore, delegate: delegate)
        let controller = AddContactViewController(viewModel: viewModel)
        let navigation = NavigationController(rootViewController: controller)
        dependencies.instances.track(viewModel, controller, navigation)
        return navigation
    }
}
