import Catalogue

extension StyleDefinition {
    /// A catalogue entry for a style that exists only in a test, with one layer that may refer to anything.
    static func fake(_ name: String) -> StyleDefinition {
        StyleDefinition(
            name: name, displayName: name, fullName: name, framework: .uiKit, viewControllerLayer: .view,
            rules: [LayerRule(.view, mayReferTo: .anything, because: "a test's style has no rules")])
    }
}
