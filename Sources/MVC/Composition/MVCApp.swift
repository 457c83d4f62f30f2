import HeadlessUI
import Models

/// The composition root of the MVC app: it creates every view controller from the injected
/// dependencies and puts them in a tab bar. Nothing else in the module knows where the stores,
/// the directory or the clock come from.
public enum MVCApp {
    @MainActor
    public static func makeRootViewController(dependencies: AppDependencies) -> TabBarController {
        let tabs = TabBarController()
        let navigations = [makeTodoTab(dependencies), makeContactsTab(dependencies)]
        tabs.viewControllers = navigations
        dependencies.instances.track(tabs)
        for navigation in navigations { dependencies.instances.track(navigation) }
        return tabs
    }

    @MainActor
    private static func makeTodoTab(_ dependencies: AppDependencies) -> NavigationController {
        let todo = TodoListViewController(
            store: dependencies.todoStore, clock: dependencies.clock,
            dateFormatter: DisplayDateFormatter(timeZone: dependencies.timeZone))
        dependencies.instances.track(todo)
        return tab(todo, titled: "Todo")
    }

    @MainActor
    private static func makeContactsTab(_ dependencies: AppDependencies) -> NavigationController {
        let instances = dependencies.instances
        let contacts = ContactListViewController(
            store: dependencies.contactStore, directory: dependencies.directory,
            makeAddContactViewController: {
                let addContact = AddContactViewController()
                instances.track(addContact)
                return addContact
            })
        instances.track(contacts)
        return tab(contacts, titled: "Contacts")
    }

    @MainActor
    private static func tab(_ root: ViewController, titled title: String) -> NavigationController {
        let navigation = NavigationController(rootViewController: root)
        navigation.tabBarItem = TabBarItem(title: title)
        return navigation
    }
}
