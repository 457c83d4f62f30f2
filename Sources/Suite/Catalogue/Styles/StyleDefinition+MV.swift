extension StyleDefinition {
    /// SwiftUI's MV as Apple's sample code writes it: observable models own the documents and their
    /// saving; views read them from the environment, keep only what is on screen and call them; no
    /// view models. Its Model layer is its own observable models; the shared Models module stays apart.
    public static let mv = StyleDefinition(
        name: "MV", displayName: "MV", fullName: "Model-View, with observable models and no view models",
        framework: .swiftUI, viewControllerLayer: .view,
        rules: [
            LayerRule(
                .view, mayReferTo: .only([.model, .platform]), never: [.suffix("Store"), .suffix("Directory")],
                because: "a view reads its models and calls them, keeping only what is on screen; loading, saving "
                    + "and fetching are the models' job"),
            LayerRule(
                .model, mayReferTo: .only([.model]),
                because: "a model owns a feature's document and its saving through the shared stores and rules, "
                    + "and knows nothing of the views that read it or of the UI toolkit"),
            LayerRule(
                .composition, mayReferTo: .anything,
                because: "the composition root makes the models and puts them in the screens' environment"),
        ])
}
