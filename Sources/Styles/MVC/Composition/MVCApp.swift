import HeadlessUI
import Models

/// The composition root of the MVC app: it creates each feature's model controller and its list
/// screen from the injected dependencies and puts them in a tab bar. Nothing else in the module knows
/// where the stores, the directory or the clock come from.
public enum MVCApp {
    @MainActor
    public static func makeRootViewController(dependencies: AppDependencies) -> TabBarController {
        let tabs = TabBarController()
        tabs.viewControllers = [makeTodoTab(dependencies), makeContactsTab(dependencies)]
        return tabs
    }

    @MainActor
    private static func makeTodoTab(_ dependencies: AppDependencies) -> NavigationController {
        let todo = TodoListViewController(
            model: TodoListModelController(store: dependencies.todoStore), clock: dependencies.clock,
            dateFormatter: DisplayDateFormatter(timeZone: dependencies.timeZone))
        return tab(todo, titled: "Todo")
    }

    @MainActor
    private static func makeContactsTab(_ dependencies: AppDependencies) -> NavigationController {
        let contacts = ContactListViewController(
            model: ContactBookModelController(store: dependencies.contactStore), directory: dependencies.directory)
        return tab(contacts, titled: "Contacts")
    }

    @MainActor
    private static func tab(_ root: ViewController, titled title: String) -> NavigationController {
        let navigation = NavigationController(rootViewController: root)
        navigation.tabBarItem = TabBarItem(title: title)
        return navigation
    }
}
