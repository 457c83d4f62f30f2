import HeadlessUI
import Models

/// The Contacts flow: it builds the list screen on the model controller the whole flow shares, and
/// answers the list's `showNewContact` output by starting a child coordinator, which it keeps in
/// `children` until that flow finishes and then lets go of.
@MainActor
final class ContactsCoordinator {
    private let model: ContactBookModelController
    private let directory: any EmployeeDirectory
    /// The tab's navigation stack, which the tab bar owns; New Contact is presented from it.
    private weak var navigationController: NavigationController?
    /// The flows started from here that have not finished yet. This is the only strong reference to a
    /// child coordinator, so removing it releases the child and whatever it still holds.
    private(set) var children: [AddContactCoordinator] = []

    init(dependencies: AppDependencies) {
        model = ContactBookModelController(store: dependencies.contactStore)
        directory = dependencies.directory
    }

    /// The list screen in its navigation stack, for the tab bar to show.
    func start() -> NavigationController {
        let viewModel = ContactListViewModel(model: model, directory: directory)
        // The view model owns this observer, so it holds the coordinator weakly: no cycle.
        viewModel.outputs.showNewContact.observe { [weak self] in self?.showNewContact($0) }
        let navigation = NavigationController(rootViewController: ContactListViewController(viewModel: viewModel))
        navigation.tabBarItem = TabBarItem(title: "Contacts")
        navigationController = navigation
        return navigation
    }

    /// New Contact is a flow of its own; its view model, which the list made on the same model
    /// controller, is all it needs.
    private func showNewContact(_ viewModel: any AddContactViewModelType) {
        guard let navigationController else { return }
        let child = AddContactCoordinator(viewModel: viewModel, presenter: navigationController) { [weak self] in
            self?.childFinished($0)
        }
        children.append(child)
        child.start()
    }

    private func childFinished(_ child: AddContactCoordinator) {
        children.removeAll { $0 === child }
    }
}
