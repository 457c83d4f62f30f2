/// What a view controller shows in the navigation bar, like UINavigationItem.
@MainActor
public final class NavigationItem {
    public var title: String?
    public var leftBarButtonItem: BarButtonItem?
    public var rightBarButtonItem: BarButtonItem?
    /// Whether the navigation bar leaves out the back button while this screen is on top.
    public var hidesBackButton = false
    /// Whether the left bar button item stands beside the back button. By default, as in UIKit, a left
    /// item takes the back button's place.
    public var leftItemsSupplementBackButton = false

    public init() {}
}
