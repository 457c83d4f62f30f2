/// The app's window, like UIWindow: it shows its root view controller and everything presented over
/// it. Setting the root to nil takes the app off screen, which is how a test tears it down.
@MainActor
public final class Window {
    public private(set) var isKeyAndVisible = false

    /// UIKit contracts broken by any controller while it was shown in this window (see
    /// `ViewController.contractViolations`), in the order they happened, each once.
    public private(set) var contractViolations: [String] = []

    public var rootViewController: ViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            rootViewController?.rootOfWindow = self
            if isKeyAndVisible {
                oldValue?.dismiss(animated: false)
                oldValue?.transition(appearing: false)
                rootViewController?.transition(appearing: true)
            }
            // After its last callbacks, so that what they break is still reported here.
            oldValue?.rootOfWindow = nil
        }
    }

    public init() {}

    public func makeKeyAndVisible() {
        guard !isKeyAndVisible else { return }
        isKeyAndVisible = true
        rootViewController?.transition(appearing: true)
    }

    /// The root and every controller presented above it, bottom first.
    public var presentationChain: [ViewController] {
        guard let root = rootViewController else { return [] }
        var chain = [root]
        while let presented = chain.last?.presentedViewController { chain.append(presented) }
        return chain
    }

    /// The screen the user sees and can use: the content controller of the topmost presentation,
    /// found through the selected tab and the top of a navigation stack.
    public var visibleViewController: ViewController? {
        presentationChain.last.map(Window.content(of:))
    }

    /// Presentations refused anywhere in the window because a controller was already presenting.
    public var presentationWarnings: [String] {
        presentationChain.flatMap(\.presentationWarnings)
    }

    func record(_ violation: String) {
        if !contractViolations.contains(violation) { contractViolations.append(violation) }
    }

    /// The screen shown inside `controller`: through the selected tab and the top of a navigation stack.
    public static func content(of controller: ViewController) -> ViewController {
        switch controller {
        case let tabs as TabBarController: tabs.selectedViewController.map(content(of:)) ?? tabs
        case let navigation as NavigationController: navigation.topViewController.map(content(of:)) ?? navigation
        default: controller
        }
    }
}
