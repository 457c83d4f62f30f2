/// The layers a file can belong to. Styles use a subset; Model and Platform are the shared modules.
public enum LayerName: String, Sendable, Codable, CaseIterable, Comparable {
    case view = "View"
    case controller = "Controller"
    /// The object that owns a feature's document, saves it and announces each change (MVC, MVVM, MVVM-C).
    case modelController = "ModelController"
    case viewModel = "ViewModel"
    case presenter = "Presenter"
    case interactor = "Interactor"
    case router = "Router"
    /// The object that owns a flow of screens: starts them, answers where each leads, ends the flow (MVVM-C).
    case coordinator = "Coordinator"
    /// The Elm Architecture: a feature's state, its messages and the update function that turns one
    /// into the next, with the effects to perform.
    case update = "Update"
    /// The Elm Architecture: effects as values, and the handlers that perform them.
    case effects = "Effects"
    /// The Elm Architecture's driver, a reducer store's store: what runs a feature's rules and its effects.
    case runtime = "Runtime"
    /// A reducer store (TCA): a feature's state, its actions and the reducer that turns one into the
    /// next, returning the effects to run.
    case feature = "Feature"
    /// Work a Clean Swift (VIP) scene hands off, shared between scenes: the stores, the directory.
    case worker = "Worker"
    case composition = "Composition"
    case model = "Model"
    case platform = "Platform"

    public static func < (lhs: LayerName, rhs: LayerName) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}
