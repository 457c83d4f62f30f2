extension StyleDefinition {
    /// MVVM-C as the Apress and objc.io samples write it: view models as in MVVM, and coordinators that
    /// own the flows: they build the screens, push, present and dismiss them, and observe the view
    /// models' navigation outputs.
    ///
    /// MVVM-C, named as its module is: `name` is also the folder, the test target and the registry name.
    public static let mvvmc = StyleDefinition(
        name: "MVVMC", displayName: "MVVM-C", fullName: "Model-View-ViewModel with Coordinators (MVVM-C)",
        framework: .uiKit, viewControllerLayer: .view,
        rules: [
            LayerRule(
                .view, mayReferTo: .only([.viewModel, .platform]),
                never: [.named("NavigationController"), .call("pushViewController"), .call("dismiss")],
                because: "a view binds to its view model and forwards user events; it never navigates, which is "
                    + "its coordinator's job (it presents only its own alerts)"),
            LayerRule(
                .viewModel, mayReferTo: .only([.modelController, .model]),
                because: "a view model knows nothing of views, the UI toolkit or the coordinator that owns its "
                    + "flow, which observes its outputs to hear what happened"),
            LayerRule(
                .modelController, mayReferTo: .only([.model]),
                because: "the model controller the view models share owns the document and announces its "
                    + "changes, knowing nothing of who listens"),
            LayerRule(
                .coordinator, mayReferTo: .only([.view, .viewModel, .modelController, .model, .platform]),
                because: "a coordinator starts the screens of its flow and owns their navigation, so it knows them "
                    + "all"),
            LayerRule(
                .composition, mayReferTo: .anything,
                because: "the composition root builds every part and hands each its dependencies"),
        ])
}
