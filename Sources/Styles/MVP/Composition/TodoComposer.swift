import HeadlessUI
import Models

/// Builds the Todo tab: the presenter with its store, clock and date format, its view, and the weak
/// link from the presenter back to the view.
@MainActor
enum TodoComposer {
    static func makeTodoTab(dependencies: AppDependencies) -> NavigationController {
        let presenter = TodoListPresenter(
            store: dependencies.todoStore, clock: dependencies.clock,
            dateFormatter: DisplayDateFormatter(timeZone: dependencies.timeZone))
        let controller = TodoListViewController(presenter: presenter)
        presenter.view = controller
        let navigation = NavigationController(rootViewController: controller)
        navigation.tabBarItem = TabBarItem(title: "Todo")
        return navigation
    }
}
