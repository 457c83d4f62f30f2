/// The base of every screen, shaped like UIViewController: a lazily loaded view, the appearance
/// callbacks in UIKit's order, containment, modal presentation and a navigation item.
@MainActor
open class ViewController {
    public var title: String?
    public let navigationItem = NavigationItem()
    public var tabBarItem: TabBarItem?

    public private(set) weak var parent: ViewController?
    public private(set) var children: [ViewController] = []

    /// The controller this one presented; presenting owns what it presents.
    public internal(set) var presentedViewController: ViewController?
    /// The controller that presented this one (or an ancestor of this one).
    public var presentingViewController: ViewController? {
        presentationHost._presentingViewController
    }
    weak var _presentingViewController: ViewController?

    /// Presentations this controller refused because it was already presenting; UIKit logs these.
    public internal(set) var presentationWarnings: [String] = []

    var appearance = Appearance.disappeared
    private var loadedView: View?

    public init() {}

    // MARK: View loading

    public var view: View {
        if let loadedView { return loadedView }
        loadView()
        let view = loadedView ?? View()
        loadedView = view
        viewDidLoad()
        return view
    }

    public var isViewLoaded: Bool { loadedView != nil }

    /// Creates the root view. Override to build your own, assigning it with `setView(_:)`.
    open func loadView() {
        loadedView = View()
    }

    /// Sets the root view from `loadView()`.
    public func setView(_ view: View) {
        loadedView = view
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    /// True between viewDidAppear and viewWillDisappear.
    public var isVisible: Bool { appearance == .appeared }

    /// True in viewWillDisappear and viewDidDisappear while a navigation controller pops this
    /// controller, as in UIKit: how a screen tells the back button from being covered by another.
    public internal(set) var isMovingFromParent = false

    // MARK: Containment

    public func addChild(_ child: ViewController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    public func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    /// The navigation controller this controller is in, if any.
    public var navigationController: NavigationController? {
        var ancestor = parent
        while let current = ancestor {
            if let navigation = current as? NavigationController { return navigation }
            ancestor = current.parent
        }
        return nil
    }

    /// The children that appear and disappear together with this controller. Containers narrow it
    /// to what they show: a navigation controller its top, a tab bar controller its selected tab.
    open var childrenForAppearance: [ViewController] { children }
}
