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

    /// How this controller covers the screen when presented; sheets can be swiped down.
    public var modalPresentationStyle = ModalPresentationStyle.automatic
    /// True keeps a sheet from being swiped down while this controller is in it, like UIKit's
    /// property of the same name; the sheet's delegate is told of each attempt instead.
    public var isModalInPresentation = false
    /// Made on first use, as UIKit does, for the presentation this controller is (or will be) in.
    var ownPresentationController: PresentationController?

    /// UIKit contracts this controller broke, such as an override of a lifecycle method that did not
    /// call super. They are reported to the window too (`Window.contractViolations`), so they outlive
    /// a screen that is dismissed.
    public internal(set) var contractViolations: [String] = []
    /// The lifecycle methods whose base implementation ran during the call now under way.
    var lifecycleCallsReachingBase: Set<LifecycleMethod> = []
    /// Set on the window's root controller: how a controller reports to the window it is shown in.
    weak var rootOfWindow: Window?

    var appearance = Appearance.disappeared
    private var loadedView: View?

    public init() {}

    // MARK: View loading

    public var view: View {
        if let loadedView { return loadedView }
        loadView()
        let view = loadedView ?? View()
        loadedView = view
        checkingSuperCall(.viewDidLoad) { viewDidLoad() }
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

    // UIKit documents that an override of these must call super; one that does not is reported
    // (see `contractViolations`).
    open func viewDidLoad() { lifecycleCallsReachingBase.insert(.viewDidLoad) }
    open func viewWillAppear(_ animated: Bool) { lifecycleCallsReachingBase.insert(.viewWillAppear) }
    open func viewDidAppear(_ animated: Bool) { lifecycleCallsReachingBase.insert(.viewDidAppear) }
    open func viewWillDisappear(_ animated: Bool) { lifecycleCallsReachingBase.insert(.viewWillDisappear) }
    open func viewDidDisappear(_ animated: Bool) { lifecycleCallsReachingBase.insert(.viewDidDisappear) }

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
