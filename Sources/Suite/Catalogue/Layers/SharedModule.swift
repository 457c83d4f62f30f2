/// A module every style uses, reported once as a single layer.
public struct SharedModule: Sendable, Equatable {
    public let name: String
    public let layer: LayerName

    public var testTarget: String { name + "Tests" }
    /// The module's sources, relative to the package root, without a trailing slash.
    public var sourceFolder: String { "\(StyleCatalogue.sharedFolder)/\(name)" }
    /// The module's tests, relative to the package root, without a trailing slash.
    public var testFolder: String { "Tests/Shared/\(testTarget)" }

    public static let models = SharedModule(name: "Models", layer: .model)
    public static let headlessUI = SharedModule(name: "HeadlessUI", layer: .platform)
    /// The SwiftUI stand-in, hosted on HeadlessUI: platform too.
    public static let headlessSwiftUI = SharedModule(name: "HeadlessSwiftUI", layer: .platform)

    /// The platform's types whose initialiser runs whenever something of the screen is made: every
    /// view, cell, control, controller (alerts included) and window of HeadlessUI is one of them or a
    /// subclass. A test "creates a view" when one of these initialisers runs.
    public static let viewRootTypes: Set<String> = ["View", "ViewController", "Window"]
}
