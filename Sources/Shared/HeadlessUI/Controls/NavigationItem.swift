/// What a view controller shows in the navigation bar, like UINavigationItem.
@MainActor
public final class NavigationItem {
    public var title: String?
    public var leftBarButtonItem: BarButtonItem?
    public var rightBarButtonItem: BarButtonItem?

    public init() {}
}
