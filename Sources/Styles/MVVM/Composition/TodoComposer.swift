import HeadlessUI
import Models

/// Builds the Todo tab: the view model with its store, clock and date format, and its view.
@MainActor
enum TodoComposer {
    static func makeTodoTab(dependencies: AppDependencies) -> NavigationController {
        let viewModel = TodoListViewModel(
            store: dependencies.todoStore, clock: dependencies.clock,
            dateFormatter: DisplayDateFormatter(timeZone: dependencies.timeZone))
        let navigation = NavigationController(rootViewController: TodoListViewController(viewModel: viewModel))
        navigation.tabBarItem = TabBarItem(title: "Todo")
        return navigation
    }
}
