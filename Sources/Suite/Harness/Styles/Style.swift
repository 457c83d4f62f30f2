import Catalogue
import HeadlessUI
import Models

/// One architecture style as the harness sees it: its catalogue entry and the composition root that
/// builds its app. The harness drives every style through HeadlessUI alone, so this is all it needs.
public struct Style: Sendable, Hashable, CustomStringConvertible {
    public let definition: StyleDefinition
    let makeRootViewController: @MainActor @Sendable (AppDependencies) -> ViewController

    public init(
        _ definition: StyleDefinition,
        makeRootViewController: @escaping @MainActor @Sendable (AppDependencies) -> ViewController
    ) {
        self.definition = definition
        self.makeRootViewController = makeRootViewController
    }

    public var name: String { definition.name }

    public var description: String { name }

    public static func == (lhs: Style, rhs: Style) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
