/// One architecture style: everything the tools know of it. Its `name` is its module, its folder
/// under `Sources/Styles/`, its registry name and (with `Tests`) its test target; its rules give its
/// layers, in report order, and what each may refer to.
public struct StyleDefinition: Sendable, Equatable {
    public let name: String
    /// The name a reader knows the pattern by ("MVVM-C" for the module `MVVMC`).
    public let displayName: String
    /// The name spelled out, with where it comes from when that is not obvious.
    public let fullName: String
    public let framework: UIFramework
    /// The style that writes the same pattern for the other UI framework (MVVM for MVVM in SwiftUI), which
    /// the report sets beside this one; nil for a pattern written for one framework only.
    public let counterpart: String?
    public let rules: StyleRules
    /// The layer a `*ViewController.swift` file belongs to in this style.
    let viewControllerLayer: LayerName

    public init(
        name: String, displayName: String, fullName: String, framework: UIFramework, counterpart: String? = nil,
        viewControllerLayer: LayerName, rules: [LayerRule]
    ) {
        self.name = name
        self.displayName = displayName
        self.fullName = fullName
        self.framework = framework
        self.counterpart = counterpart
        self.viewControllerLayer = viewControllerLayer
        self.rules = StyleRules(style: name, layers: rules)
    }

    /// The layers in report order: one per rule, as each layer states what it may refer to.
    public var layers: [LayerName] { rules.layers.map(\.layer) }
    public var testTarget: String { name + "Tests" }
    /// The style's sources, relative to the package root, without a trailing slash.
    public var sourceFolder: String { "\(StyleCatalogue.stylesFolder)/\(name)" }
    /// The style's reference tests, relative to the package root, without a trailing slash.
    public var testFolder: String { "Tests/Styles/\(testTarget)" }
}
