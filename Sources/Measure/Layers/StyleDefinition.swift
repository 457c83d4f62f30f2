/// An architecture style: its module folder under Sources/, its test target and its layers in report order.
public struct StyleDefinition: Sendable, Equatable {
    public let name: String
    public let layers: [LayerName]
    /// The layer a `*ViewController.swift` file belongs to in this style.
    let viewControllerLayer: LayerName

    public var testTarget: String { name + "Tests" }

    public static let mvc = StyleDefinition(
        name: "MVC", layers: [.view, .controller, .composition], viewControllerLayer: .controller)
    public static let mvvm = StyleDefinition(
        name: "MVVM", layers: [.view, .viewModel, .composition], viewControllerLayer: .view)
    public static let viper = StyleDefinition(
        name: "VIPER",
        layers: [.view, .presenter, .interactor, .router, .composition],
        viewControllerLayer: .view
    )
}
