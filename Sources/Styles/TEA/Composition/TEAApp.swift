import HeadlessUI
import Models

/// The composition root of the TEA app: for each feature, a driver with the feature's initial
/// state, its update function and an effect handler over the injected dependencies, under the
/// feature's screen. Nothing else in the module knows where the stores, the directory, the clock or
/// the time zone come from.
public enum TEAApp {
    @MainActor
    public static func makeRootViewController(dependencies: AppDependencies) -> TabBarController {
        let tabs = TabBarController()
        tabs.viewControllers = [makeTodoTab(dependencies), makeContactsTab(dependencies)]
        return tabs
    }

    @MainActor
    private static func makeTodoTab(_ dependencies: AppDependencies) -> NavigationController {
        let effects = TodoListEffectHandler(store: dependencies.todoStore, clock: dependencies.clock)
        let driver = Driver(state: TodoListState(), update: TodoListUpdate.update, perform: effects.perform)
        let todo = TodoListViewController(
            driver: driver, dateFormatter: DisplayDateFormatter(timeZone: dependencies.timeZone))
        return tab(todo, titled: "Todo")
    }

    @MainActor
    private static func makeContactsTab(_ dependencies: AppDependencies) -> NavigationController {
        let effects = ContactListEffectHandler(store: dependencies.contactStore, directory: dependencies.directory)
        let driver = Driver(state: ContactListState(), update: ContactListUpdate.update, perform: effects.perform)
        return tab(ContactListViewController(driver: driver), titled: "Contacts")
    }

    @MainActor
    private static func tab(_ root: ViewController, titled title: String) -> NavigationController {
        let navigation = NavigationController(rootViewController: root)
        navigation.tabBarItem = TabBarItem(title: title)
        return navigation
    }
}
