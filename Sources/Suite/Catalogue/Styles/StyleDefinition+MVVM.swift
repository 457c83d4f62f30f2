extension StyleDefinition {
    /// MVVM as Kickstarter writes it: view models know nothing of views, so they are tested without one.
    public static let mvvm = StyleDefinition(
        name: "MVVM", displayName: "MVVM", fullName: "Model-View-ViewModel",
        framework: .uiKit, viewControllerLayer: .view,
        rules: [
            LayerRule(
                .view, mayReferTo: .only([.viewModel, .platform]),
                because: "a view binds to its view model's outputs and forwards user events to its inputs; it "
                    + "never sees the model behind them"),
            LayerRule(
                .viewModel, mayReferTo: .only([.modelController, .model]),
                because: "a view model turns model values into what is shown and knows nothing of views or "
                    + "the UI toolkit, so it is tested, and reused, without either"),
            LayerRule(
                .modelController, mayReferTo: .only([.model]),
                because: "the model controller the view models share owns the document and announces its "
                    + "changes, knowing nothing of who listens"),
            LayerRule(
                .composition, mayReferTo: .anything,
                because: "the composition root builds every part and hands each its dependencies"),
        ])
}
