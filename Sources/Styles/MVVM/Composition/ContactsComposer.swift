import HeadlessUI
import Models

/// Builds the Contacts tab: the model controller the list and every New Contact share, the list's
/// view model and its view.
@MainActor
enum ContactsComposer {
    static func makeContactsTab(dependencies: AppDependencies) -> NavigationController {
        let model = ContactBookModelController(store: dependencies.contactStore)
        let viewModel = ContactListViewModel(model: model, directory: dependencies.directory)
        let navigation = NavigationController(rootViewController: ContactListViewController(viewModel: viewModel))
        navigation.tabBarItem = TabBarItem(title: "Contacts")
        return navigation
    }
}
