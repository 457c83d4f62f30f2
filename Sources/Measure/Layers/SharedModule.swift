/// A module every style uses, reported once as a single layer.
public struct SharedModule: Sendable, Equatable {
    public let name: String
    public let layer: LayerName

    public var testTarget: String { name + "Tests" }

    public static let models = SharedModule(name: "Models", layer: .model)
    public static let headlessUI = SharedModule(name: "HeadlessUI", layer: .platform)
}
