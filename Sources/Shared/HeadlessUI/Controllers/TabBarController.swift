/// Tabs of screens, like UITabBarController. Only the selected one is shown.
@MainActor
open class TabBarController: ViewController {
    public override init() {}

    public var viewControllers: [ViewController] {
        get { children }
        set {
            for child in children { child.removeFromParent() }
            for child in newValue { addChild(child) }
            selectedIndex = 0
        }
    }

    public private(set) var selectedIndex = 0

    public var selectedViewController: ViewController? {
        children.indices.contains(selectedIndex) ? children[selectedIndex] : nil
    }

    open override var childrenForAppearance: [ViewController] {
        selectedViewController.map { [$0] } ?? []
    }

    /// Shows tab `index`, as a tap on it would.
    public func select(index: Int) {
        guard children.indices.contains(index), index != selectedIndex else { return }
        let previous = selectedViewController
        let isShown = isInVisibleHierarchy
        if isShown { previous?.beginAppearanceTransition(false) }
        selectedIndex = index
        if isShown, let selected = selectedViewController {
            selected.beginAppearanceTransition(true)
            previous?.endAppearanceTransition()
            selected.endAppearanceTransition()
        }
    }
}
