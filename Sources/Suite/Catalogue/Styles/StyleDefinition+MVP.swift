extension StyleDefinition {
    /// MVP with a passive view: the view controller implements a small view protocol and forwards events;
    /// the presenter holds the view weakly, owns state and formatting and calls the services.
    public static let mvp = StyleDefinition(
        name: "MVP", displayName: "MVP", fullName: "Model-View-Presenter (here with a passive view)",
        framework: .uiKit, viewControllerLayer: .view,
        rules: [
            LayerRule(
                .view, mayReferTo: .only([.presenter, .platform]),
                because: "a passive view shows the values its presenter prepared and forwards every event; it "
                    + "never sees an entity"),
            LayerRule(
                .presenter, mayReferTo: .only([.view, .model]), classesBarred: [.view],
                because: "a presenter owns the screen's state and formatting and calls the stores and the "
                    + "directory, knowing its view only by protocol and nothing of the UI toolkit"),
            LayerRule(
                .composition, mayReferTo: .anything,
                because: "the composition root builds every part and hands each its dependencies"),
        ])
}
