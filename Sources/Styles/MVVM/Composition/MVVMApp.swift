import HeadlessUI
import Models

/// The composition root of the MVVM app: builds every screen with its view model and hands the
/// tab bar to whoever shows it.
public enum MVVMApp {
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
