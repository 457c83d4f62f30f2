extension StyleDefinition {
    /// Apple's MVC as objc.io's Recordings write it: a model object per feature owns the document and
    /// announces every change; controllers change the model and update their views when told; views
    /// show values and report touches.
    public static let mvc = StyleDefinition(
        name: "MVC", displayName: "MVC", fullName: "Model-View-Controller",
        framework: .uiKit, viewControllerLayer: .controller,
        rules: [
            LayerRule(
                .view, mayReferTo: .only([.model, .platform]), never: [.suffix("Store"), .suffix("Directory")],
                because: "a view shows model values and reports touches; loading, saving and fetching them is "
                    + "the model's job"),
            LayerRule(
                .controller, mayReferTo: .only([.view, .modelController, .model, .platform]),
                never: [.suffix("Store")],
                because: "a controller changes the model through its model controller and updates its views when "
                    + "told; it never saves the document itself, nor reaches back into the composition root"),
            LayerRule(
                .modelController, mayReferTo: .only([.model]),
                because: "a model controller owns a feature's document, saves it and announces each change, "
                    + "knowing nothing of the controllers that listen, their views or the UI toolkit"),
            LayerRule(
                .composition, mayReferTo: .anything,
                because: "the composition root builds every part and hands each its dependencies"),
        ])
}
