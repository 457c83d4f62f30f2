import HeadlessUI
import Models

/// The app's flow: it starts the Todo and Contacts flows, puts their navigation stacks in the tab
/// bar, and owns their coordinators for as long as the app runs.
@MainActor
final class AppCoordinator {
    private let todo: TodoCoordinator
    private let contacts: ContactsCoordinator

    init(dependencies: AppDependencies) {
        todo = TodoCoordinator(dependencies: dependencies)
        contacts = ContactsCoordinator(dependencies: dependencies)
    }

    /// Fills `tabBarController` with the two tabs, Todo first. The tab bar is not kept: it owns this
    /// coordinator (see `RootTabBarController`), and nothing here needs it again.
    func start(in tabBarController: TabBarController) {
        tabBarController.viewControllers = [todo.start(), contacts.start()]
    }
}
