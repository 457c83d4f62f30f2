/// The layers a file can belong to. Styles use a subset; Model and Platform are the shared modules.
public enum LayerName: String, Sendable, Codable, CaseIterable, Comparable {
    case view = "View"
    case controller = "Controller"
    case viewModel = "ViewModel"
    case presenter = "Presenter"
    case interactor = "Interactor"
    case router = "Router"
    case composition = "Composition"
    case model = "Model"
    case platform = "Platform"

    public static func < (lhs: LayerName, rhs: LayerName) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}
