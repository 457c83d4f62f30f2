import HeadlessSwiftUI
import HeadlessUI
import Models

/// The composition root of the reducer-store app: for each feature, a store with the feature's
/// initial state and its reducer over the injected dependencies, under the feature's view. Each store
/// is told once that the app launched, which loads the feature's data. The tabs are HeadlessUI's,
/// each a navigation controller around a hosting controller, as an app that mixes UIKit and SwiftUI
/// builds them.
public enum TCAApp {
    @MainActor
    public static func makeRootViewController(dependencies: AppDependencies) -> TabBarController {
        let tabs = TabBarController()
        tabs.viewControllers = [makeTodoTab(dependencies), makeContactsTab(dependencies)]
        return tabs
    }

    @MainActor
    private static func makeTodoTab(_ dependencies: AppDependencies) -> NavigationController {
        let store = Store(
            initialState: TodoListState(),
            reducer: TodoListReducer(store: dependencies.todoStore, clock: dependencies.clock))
        store.send(.launched)
        let view = TodoListView(store: store, dateFormatter: DisplayDateFormatter(timeZone: dependencies.timeZone))
        return tab(HostingController(rootView: view), titled: "Todo")
    }

    @MainActor
    private static func makeContactsTab(_ dependencies: AppDependencies) -> NavigationController {
        let store = Store(
            initialState: ContactListState(),
            reducer: ContactListReducer(store: dependencies.contactStore, directory: dependencies.directory))
        store.send(.launched)
        return tab(HostingController(rootView: ContactListView(store: store)), titled: "Contacts")
    }

    @MainActor
    private static func tab(_ root: ViewController, titled title: String) -> NavigationController {
        let navigation = NavigationController(rootViewController: root)
        navigation.tabBarItem = TabBarItem(title: title)
        return navigation
    }
}
