/// A stack of screens, like UINavigationController. Only the top one is shown.
@MainActor
open class NavigationController: ViewController {
    public init(rootViewController: ViewController) {
        super.init()
        addChild(rootViewController)
    }

    public var viewControllers: [ViewController] { children }
    public var topViewController: ViewController? { children.last }

    /// Whether the navigation bar shows a back button over the top screen, by UIKit's rules: the top
    /// is not the root, its navigation item does not hide the back button, and it has no left bar
    /// button item or one that supplements the back button. UIKit offers the interactive pop (the
    /// swipe from the left edge) in the same cases only. UIKit has no such reading: it is what a test
    /// driver reads before it taps the back button.
    public var showsBackButton: Bool {
        guard children.count > 1, let item = topViewController?.navigationItem else { return false }
        return !item.hidesBackButton && (item.leftBarButtonItem == nil || item.leftItemsSupplementBackButton)
    }

    open override var childrenForAppearance: [ViewController] {
        topViewController.map { [$0] } ?? []
    }

    public func pushViewController(_ viewController: ViewController, animated: Bool) {
        let previous = topViewController
        let isShown = isInVisibleHierarchy
        // UIKit loads the incoming view before the outgoing controller hears viewWillDisappear.
        if isShown { _ = viewController.view }
        if isShown { previous?.beginAppearanceTransition(false, animated: animated) }
        addChild(viewController)
        if isShown {
            viewController.beginAppearanceTransition(true, animated: animated)
            previous?.endAppearanceTransition(animated: animated)
            viewController.endAppearanceTransition(animated: animated)
        }
    }

    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        guard children.count > 1, let popped = topViewController else { return nil }
        let isShown = isInVisibleHierarchy
        popped.isMovingFromParent = true
        defer { popped.isMovingFromParent = false }
        if isShown { popped.beginAppearanceTransition(false, animated: animated) }
        popped.removeFromParent()
        if isShown, let revealed = topViewController {
            revealed.beginAppearanceTransition(true, animated: animated)
            popped.endAppearanceTransition(animated: animated)
            revealed.endAppearanceTransition(animated: animated)
        }
        return popped
    }
}
