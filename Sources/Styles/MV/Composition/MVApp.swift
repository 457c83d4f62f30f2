import HeadlessSwiftUI
import HeadlessUI
import Models

/// The composition root of the MV app: it makes each feature's model from the injected
/// dependencies and puts it in the environment of that feature's screens. The tabs are HeadlessUI's,
/// each a navigation controller around a hosting controller, as an app that mixes UIKit and
/// SwiftUI builds them. Nothing else in the module knows where the stores, the directory or the
/// clock come from.
public enum MVApp {
    @MainActor
    public static func makeRootViewController(dependencies: AppDependencies) -> TabBarController {
        let tabs = TabBarController()
        tabs.viewControllers = [makeTodoTab(dependencies), makeContactsTab(dependencies)]
        return tabs
    }

    @MainActor
    private static func makeTodoTab(_ dependencies: AppDependencies) -> NavigationController {
        let model = TodoListModel(store: dependencies.todoStore, clock: dependencies.clock)
        let screen = TodoListView(dateFormatter: DisplayDateFormatter(timeZone: dependencies.timeZone))
            .environment(model)
        return tab(HostingController(rootView: screen), titled: "Todo")
    }

    @MainActor
    private static func makeContactsTab(_ dependencies: AppDependencies) -> NavigationController {
        let model = ContactBookModel(store: dependencies.contactStore, directory: dependencies.directory)
        return tab(HostingController(rootView: ContactListView().environment(model)), titled: "Contacts")
    }

    @MainActor
    private static func tab(_ root: ViewController, titled title: String) -> NavigationController {
        let navigation = NavigationController(rootViewController: root)
        navigation.tabBarItem = TabBarItem(title: title)
        return navigation
    }
}
