import Catalogue
import Harness
import HeadlessUI
import Models

/// A deliberately leaking "style": a home screen with an "Open" bar button that presents a screen
/// caught in a reference cycle with a helper of its own, and "Close" on that screen to dismiss it.
/// The home screen also holds the world's todo store, which outlives the app on purpose.
@MainActor
enum LeakyApp {
    static let style = Style(.fake("Leaky")) { dependencies in
        NavigationController(rootViewController: HomeScreen(store: dependencies.todoStore))
    }

    final class HomeScreen: ViewController {
        let store: any TodoStore

        init(store: any TodoStore) {
            self.store = store
            super.init()
            title = "Home"
            let open = BarButtonItem(title: "Open")
            open.primaryAction = Action { [weak self] _ in self?.present(LeakingScreen(), animated: true) }
            navigationItem.rightBarButtonItem = open
        }
    }

    /// Keeps a `Keeper` that keeps it: once dismissed, neither is ever released.
    final class LeakingScreen: ViewController {
        var keeper: Keeper?

        override init() {
            super.init()
            title = "Leaking"
            keeper = Keeper(screen: self)
            let close = BarButtonItem(title: "Close")
            close.primaryAction = Action { [weak self] _ in self?.dismiss(animated: true) }
            navigationItem.rightBarButtonItem = close
        }
    }

    final class Keeper {
        let screen: LeakingScreen

        init(screen: LeakingScreen) {
            self.screen = screen
        }
    }
}
