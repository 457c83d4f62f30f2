import HeadlessUI
import Models

/// The VIP app's entry point: a tab bar with the todo and contacts scenes, each in its own
/// navigation stack. Each scene's configurator builds it; this is where the scenes meet.
public enum VIPApp {
    @MainActor
    public static func makeRootViewController(dependencies: AppDependencies) -> TabBarController {
        let todo = NavigationController(rootViewController: TodoListConfigurator.makeScene(dependencies: dependencies))
        todo.tabBarItem = TabBarItem(title: "Todo")
        let contacts = NavigationController(
            rootViewController: ContactListConfigurator.makeScene(dependencies: dependencies))
        contacts.tabBarItem = TabBarItem(title: "Contacts")
        let tabs = TabBarController()
        tabs.viewControllers = [todo, contacts]
        return tabs
    }
}
