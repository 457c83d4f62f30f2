import HeadlessUI
import Models

/// Builds the Contacts tab, and answers its view model's request for New Contact: one model
/// controller serves the list and every New Contact screen.
@MainActor
enum ContactsComposer {
    static func makeContactsTab(dependencies: AppDependencies) -> NavigationController {
        let model = ContactBookModelController(store: dependencies.contactStore)
        let viewModel = ContactListViewModel(model: model, directory: dependencies.directory)
        let controller = ContactListViewController(viewModel: viewModel)
        // The view model owns this observer, so it holds the controller weakly: no cycle.
        viewModel.$route.bind { [weak controller] route in
            guard route == .newContact, let controller else { return }
            controller.present(makeNewContactScreen(model: model), animated: true)
        }
        let navigation = NavigationController(rootViewController: controller)
        navigation.tabBarItem = TabBarItem(title: "Contacts")
        return navigation
    }

    static func makeNewContactScreen(model: ContactBookModelController) -> NavigationController {
        NavigationController(rootViewController: AddContactViewController(viewModel: AddContactViewModel(model: model)))
    }
}
