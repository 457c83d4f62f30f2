/// An architecture style: its module folder under Sources/, its test target and its layers in report order.
public struct StyleDefinition: Sendable, Equatable {
    public let name: String
    public let layers: [LayerName]
    /// The layer a `*ViewController.swift` file belongs to in this style.
    let viewControllerLayer: LayerName

    public var testTarget: String { name + "Tests" }

    public static let mvc = StyleDefinition(
        name: "MVC", layers: [.view, .controller, .modelController, .composition], viewControllerLayer: .controller)
    public static let mvvm = StyleDefinition(
        name: "MVVM", layers: [.view, .viewModel, .modelController, .composition], viewControllerLayer: .view)
    /// MVVM-C, named as its module is: `name` is also the folder, the test target and the registry name.
    public static let mvvmc = StyleDefinition(
        name: "MVVMC", layers: [.view, .viewModel, .modelController, .coordinator, .composition],
        viewControllerLayer: .view)
    public static let viper = StyleDefinition(
        name: "VIPER",
        layers: [.view, .presenter, .interactor, .router, .composition],
        viewControllerLayer: .view
    )
    /// Passive view: the view controller is the View; presenters own state and formatting and call
    /// the stores and the directory themselves.
    public static let mvp = StyleDefinition(
        name: "MVP", layers: [.view, .presenter, .composition], viewControllerLayer: .view)
    /// The Elm Architecture: views render a state that only update functions change; effects are
    /// values that a driver performs.
    public static let tea = StyleDefinition(
        name: "TEA", layers: [.view, .update, .effects, .runtime, .composition], viewControllerLayer: .view)
    /// Clean Swift: each scene's view controller, interactor and presenter form a one-way loop; routers
    /// pass data between scenes, and workers do the work scenes share.
    public static let vip = StyleDefinition(
        name: "VIP",
        layers: [.view, .interactor, .presenter, .router, .worker, .composition],
        viewControllerLayer: .view
    )
}
