import HeadlessUI

/// The app's root screen, the tab bar, which also owns the app coordinator. In a UIKit app the scene
/// delegate would keep the coordinator beside the window; here whoever shows the app keeps only the
/// root controller, so the root keeps the coordinator, and with it every coordinator still running.
final class RootTabBarController: TabBarController {
    private let coordinator: AppCoordinator

    init(coordinator: AppCoordinator) {
        self.coordinator = coordinator
        super.init()
    }
}
