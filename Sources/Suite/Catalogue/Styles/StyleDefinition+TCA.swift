extension StyleDefinition {
    /// A reducer store in the manner of The Composable Architecture, written without its package: per
    /// feature a State value, an Action enum and a reducer that returns effects as values; an
    /// observable store runs them, scopes a child feature's store from its parent's, and views only read
    /// the state and send actions.
    public static let tca = StyleDefinition(
        name: "TCA", displayName: "Reducer store",
        fullName: "A reducer store in the manner of The Composable Architecture (state, action, reducer)",
        framework: .swiftUI, counterpart: "TEA", viewControllerLayer: .view,
        rules: [
            LayerRule(
                .view, mayReferTo: .only([.feature, .runtime, .model, .platform]),
                never: io + [.suffix("Reducer")],
                because: "a view reads its store's state and sends actions to it; it never changes the state, "
                    + "runs a reducer or touches the stores, the directory or the clock"),
            LayerRule(
                .feature, mayReferTo: .only([.runtime, .model]),
                because: "a feature's state, actions and reducer are plain values and rules: they know nothing of "
                    + "views or the UI toolkit, so a test sends actions and reads the state with no screen"),
            LayerRule(
                .runtime, mayReferTo: .only([]),
                because: "the store, the effect and the reducer protocol are generic over state and action: they "
                    + "run any feature without knowing one"),
            LayerRule(
                .composition, mayReferTo: .anything,
                because: "the composition root makes each feature's store with its reducer and dependencies and "
                    + "hands it to the feature's view"),
        ])

    /// What only reducers, inside the effects they return, may touch: the stores, the directory and the clock.
    private static let io: [NamePattern] = [
        .named("TodoStore"), .named("ContactStore"), .named("EmployeeDirectory"), .named("Clock"),
    ]
}
