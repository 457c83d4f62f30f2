import HeadlessUI
import Models

/// The Contacts flow: it builds the list screen on the model controller the whole flow shares, and
/// answers the list's request for New Contact by starting a child coordinator, which it keeps in
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
        let viewModel = ContactListViewModel(model: model, directory: directory, delegate: self)
        let navigation = NavigationController(rootViewController: ContactListViewController(viewModel: viewModel))
        navigation.tabBarItem = TabBarItem(title: "Contacts")
        navigationController = navigation
        return navigation
    }

    private func childFinished(_ child: AddContactCoordinator) {
        children.removeAll { $0 === child }
    }
}

extension ContactsCoordinator: ContactListViewModelDelegate {
    /// New Contact is a flow of its own, on the same model controller, so the list hears of the
    /// contact it adds.
    func contactListWantsNewContact() {
        guard let navigationController else { return }
        let child = AddContactCoordinator(model: model, presenter: navigationController) { [weak self] finished in
            self?.childFinished(finished)
        }
        children.append(child)
        child.start()
    }
}
