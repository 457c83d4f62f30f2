import HeadlessUI
import Models

/// One architecture style as the harness sees it: a name and the composition root that builds its
/// app. The harness drives every style through HeadlessUI alone, so this is all it needs to know.
public struct Style: Sendable, Hashable, CustomStringConvertible {
    public let name: String
    let makeRootViewController: @MainActor @Sendable (AppDependencies) -> ViewController

    public init(
        name: String, makeRootViewController: @escaping @MainActor @Sendable (AppDependencies) -> ViewController
    ) {
        self.name = name
        self.makeRootViewController = makeRootViewController
    }

    public var description: String { name }

    public static func == (lhs: Style, rhs: Style) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
