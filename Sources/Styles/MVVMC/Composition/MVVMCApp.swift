import HeadlessUI
import Models

/// The composition root of the MVVM-C app: it makes the app coordinator, hands it to the root
/// screen that owns it, and lets it start the flows. Everything else is built by the coordinators.
public enum MVVMCApp {
    @MainActor
    public static func makeRootViewController(dependencies: AppDependencies) -> TabBarController {
        let coordinator = AppCoordinator(dependencies: dependencies)
        let root = RootTabBarController(coordinator: coordinator)
        coordinator.start(in: root)
        return root
    }
}
