import HeadlessUI
import Models

/// The Todo flow. Nothing on this tab leads to another screen, so starting it is all it does: it
/// builds the list screen with its view model in the tab's navigation stack. It is a coordinator
/// all the same, so that both tabs start the same way and a screen added to the flow has its home.
@MainActor
final class TodoCoordinator {
    private let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }

    /// The list screen in its navigation stack, for the tab bar to show.
    func start() -> NavigationController {
        let viewModel = TodoListViewModel(
            store: dependencies.todoStore, clock: dependencies.clock,
            dateFormatter: DisplayDateFormatter(timeZone: dependencies.timeZone))
        let navigation = NavigationController(rootViewController: TodoListViewController(viewModel: viewModel))
        navigation.tabBarItem = TabBarItem(title: "Todo")
        return navigation
    }
}
