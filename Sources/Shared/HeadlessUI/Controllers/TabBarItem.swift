/// The title a view controller shows in the tab bar, like UITabBarItem.
public struct TabBarItem: Equatable, Sendable {
    public var title: String

    public init(title: String) {
        self.title = title
    }
}
