extension StyleDefinition {
    /// MVVM as most SwiftUI teams write it with Observation: one observable view model per screen,
    /// owned by its view, with read-only state and intents named for what the user did; alerts and
    /// sheets are view-model state the view binds to. Its view models know nothing of the UI toolkit.
    public static let mvvmSwiftUI = StyleDefinition(
        name: "MVVMSwiftUI", displayName: "MVVM", fullName: "Model-View-ViewModel, with observable view models",
        framework: .swiftUI, counterpart: "MVVM", viewControllerLayer: .view,
        rules: [
            LayerRule(
                .view, mayReferTo: .only([.viewModel, .platform]),
                because: "a view renders its view model's state and calls its intents; it never sees the model "
                    + "behind them, nor the stores and the directory"),
            LayerRule(
                .viewModel, mayReferTo: .only([.modelController, .model]),
                because: "a view model turns model values into what is shown and knows nothing of views or "
                    + "the UI toolkit, so it is tested, and reused, without either"),
            LayerRule(
                .modelController, mayReferTo: .only([.model]),
                because: "the observable model controller the view models share owns the document and its "
                    + "saving, knowing nothing of who reads it"),
            LayerRule(
                .composition, mayReferTo: .anything,
                because: "the composition root makes every view model with its dependencies and hands it to its "
                    + "screen"),
        ])
}
