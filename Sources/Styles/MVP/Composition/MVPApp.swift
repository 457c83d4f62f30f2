import HeadlessUI
import Models

/// The composition root of the MVP app: the tab bar with the Todo and Contacts tabs. Only the
/// composition knows where the stores, the directory, the clock and the time zone come from.
public enum MVPApp {
    @MainActor
    public static func makeRootViewController(dependencies: AppDependencies) -> TabBarController {
        let tabs = TabBarController()
        tabs.viewControllers = [
            TodoComposer.makeTodoTab(dependencies: dependencies),
            ContactsComposer.makeContactsTab(dependencies: dependencies),
        ]
        return tabs
    }
}
