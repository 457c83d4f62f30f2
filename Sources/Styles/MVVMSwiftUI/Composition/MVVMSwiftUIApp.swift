import HeadlessSwiftUI
import HeadlessUI
import Models

/// The composition root of the MVVM (SwiftUI) app: it makes each screen's view model from the
/// injected dependencies and hands it to the screen's view, which owns it from then on. The tabs are
/// HeadlessUI's, each a navigation controller around a hosting controller, as an app that mixes
/// UIKit and SwiftUI builds them.
public enum MVVMSwiftUIApp {
    @MainActor
    public static func makeRootViewController(dependencies: AppDependencies) -> TabBarController {
        let tabs = TabBarController()
        tabs.viewControllers = [makeTodoTab(dependencies), makeContactsTab(dependencies)]
        return tabs
    }

    @MainActor
    private static func makeTodoTab(_ dependencies: AppDependencies) -> NavigationController {
        let viewModel = TodoListViewModel(
            store: dependencies.todoStore, clock: dependencies.clock,
            dateFormatter: DisplayDateFormatter(timeZone: dependencies.timeZone))
        return tab(HostingController(rootView: TodoListView(viewModel: viewModel)), titled: "Todo")
    }

    /// The model controller the list and every New Contact share, the list's view model and its view.
    @MainActor
    private static func makeContactsTab(_ dependencies: AppDependencies) -> NavigationController {
        let model = ContactBookModelController(store: dependencies.contactStore)
        let viewModel = ContactListViewModel(model: model, directory: dependencies.directory)
        return tab(HostingController(rootView: ContactListView(viewModel: viewModel)), titled: "Contacts")
    }

    @MainActor
    private static func tab(_ root: ViewController, titled title: String) -> NavigationController {
        let navigation = NavigationController(rootViewController: root)
        navigation.tabBarItem = TabBarItem(title: title)
        return navigation
    }
}
