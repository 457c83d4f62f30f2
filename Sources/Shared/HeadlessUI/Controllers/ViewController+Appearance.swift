/// Where a controller is in its appearance cycle.
enum Appearance {
    case disappeared
    case appearing
    case appeared
    case disappearing
}

extension ViewController {
    /// Starts showing or hiding this controller and the children shown with it, calling
    /// viewWillAppear or viewWillDisappear parent first, as UIKit does. A call that would not change
    /// anything (showing a controller already shown) is ignored.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool = false) {
        switch (isAppearing, appearance) {
        case (true, .disappeared), (true, .disappearing):
            _ = view
            appearance = .appearing
            checkingSuperCall(.viewWillAppear) { viewWillAppear(animated) }
        case (false, .appeared), (false, .appearing):
            appearance = .disappearing
            checkingSuperCall(.viewWillDisappear) { viewWillDisappear(animated) }
        default:
            return
        }
        for child in childrenForAppearance {
            child.beginAppearanceTransition(isAppearing, animated: animated)
        }
    }

    /// Completes the transition begun by `beginAppearanceTransition(_:animated:)`.
    public func endAppearanceTransition(animated: Bool = false) {
        switch appearance {
        case .appearing:
            appearance = .appeared
            checkingSuperCall(.viewDidAppear) { viewDidAppear(animated) }
        case .disappearing:
            appearance = .disappeared
            checkingSuperCall(.viewDidDisappear) { viewDidDisappear(animated) }
        default:
            return
        }
        for child in childrenForAppearance {
            child.endAppearanceTransition(animated: animated)
        }
    }

    /// Both halves of a transition at once; the headless UI has no animations to wait for.
    func transition(appearing: Bool) {
        beginAppearanceTransition(appearing)
        endAppearanceTransition()
    }

    /// Whether this controller's ancestors are on screen, so that a change to it should appear.
    var isInVisibleHierarchy: Bool {
        appearance == .appeared || appearance == .appearing
    }
}
