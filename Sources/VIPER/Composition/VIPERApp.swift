import HeadlessUI
import Models

/// The VIPER app's entry point: a tab bar with the todo and contacts modules, each in its own
/// navigation stack. Each module's router builds it; this is where the modules meet.
public enum VIPERApp {
    @MainActor
    public static func makeRootViewController(dependencies: AppDependencies) -> TabBarController {
        let todo = NavigationController(rootViewController: TodoListRouter.makeModule(dependencies: dependencies))
        todo.tabBarItem = TabBarItem(title: "Todo")
        let contacts = NavigationController(
            rootViewController: ContactListRouter.makeModule(dependencies: dependencies))
        contacts.tabBarItem = TabBarItem(title: "Contacts")
        let tabs = TabBarController()
        tabs.viewControllers = [todo, contacts]
        return tabs
    }
}
