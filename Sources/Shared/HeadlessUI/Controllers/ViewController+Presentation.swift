extension ViewController {
    /// The outermost container of this controller: it hosts what this controller presents, as
    /// UIKit lets the root of a presentation context present on behalf of its children.
    var presentationHost: ViewController {
        var host = self
        while let parent = host.parent { host = parent }
        return host
    }

    /// Presents `viewController` modally, over the screen. Like UIKit, a controller that is already
    /// presenting something refuses and records a warning instead (see `Window.presentationWarnings`).
    public func present(_ viewController: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        let host = presentationHost
        if let current = host.presentedViewController {
            host.presentationWarnings.append(
                "Attempt to present \(type(of: viewController)) on \(type(of: host)),"
                    + " which is already presenting \(type(of: current))"
            )
            return
        }
        host.presentedViewController = viewController
        viewController._presentingViewController = host
        viewController.transition(appearing: true)
        completion?()
    }

    /// Dismisses what this controller presented, or, when it presents nothing, the presentation it
    /// is part of, together with everything presented above it.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        let host = presentationHost
        if host.presentedViewController != nil {
            host.dismissPresented()
        } else if let presenter = host._presentingViewController {
            presenter.dismissPresented()
        }
        completion?()
    }

    private func dismissPresented() {
        guard let presented = presentedViewController else { return }
        presented.dismissPresented()
        presented.transition(appearing: false)
        presented._presentingViewController = nil
        presentedViewController = nil
    }

    /// The presentation controller of the presentation this controller is in: its own when it is
    /// presented (or is about to be), else that of the presented ancestor it is shown in. Nil for a
    /// controller under the window's root, which nothing presented.
    public var presentationController: PresentationController? {
        let host = presentationHost
        guard host.rootOfWindow == nil else { return nil }
        if let existing = host.ownPresentationController { return existing }
        let made = PresentationController(presentedViewController: host)
        host.ownPresentationController = made
        return made
    }

    /// The controller at the top of the presentation chain starting here.
    public var topPresentedViewController: ViewController {
        var top = presentationHost
        while let presented = top.presentedViewController { top = presented }
        return top
    }
}
