/// The base of every on-screen element, shaped like UIView: a tree of subviews with an
/// accessibility identifier that tests find elements by.
@MainActor
open class View {
    public var accessibilityIdentifier: String?
    public var isHidden = false
    public var backgroundColor: Color?
    public private(set) var subviews: [View] = []
    public private(set) weak var superview: View?

    public init() {}

    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    public func removeFromSuperview() {
        if let superview, let index = superview.subviews.firstIndex(where: { $0 === self }) {
            superview.subviews.remove(at: index)
        }
        superview = nil
    }

    /// Replaces every subview at once, for a container that lays out many children (a table): one
    /// pass over the old and the new children, instead of one search per child.
    func setSubviews(_ views: [View]) {
        for view in subviews { view.superview = nil }
        for view in views {
            if let previous = view.superview { previous.subviews.removeAll { $0 === view } }
            view.superview = self
        }
        subviews = views
    }

    /// True when this view and all its ancestors are shown.
    public var isVisibleInHierarchy: Bool {
        !isHidden && (superview?.isVisibleInHierarchy ?? true)
    }

    /// This view and every view below it, depth first, in subview order.
    public var allViews: [View] {
        [self] + subviews.flatMap(\.allViews)
    }

    /// The first view in this tree with `identifier`, searched depth first.
    public func view(withIdentifier identifier: String) -> View? {
        allViews.first { $0.accessibilityIdentifier == identifier }
    }

    /// One line of the screen text: what the element shows. Subclasses describe themselves; a plain
    /// view shows up only as a named patch of colour, such as a priority marker.
    open var screenDescription: String? {
        guard accessibilityIdentifier != nil, let backgroundColor else { return nil }
        return "View \(backgroundColor)"
    }
}
