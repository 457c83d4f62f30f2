extension StyleDefinition {
    /// The Elm Architecture as objc.io's TEA writes it: view functions describe the screen from a state,
    /// views apply that description and send messages, update functions are the only place state
    /// changes, effects are values that handlers perform, and a small generic driver runs the loop.
    public static let tea = StyleDefinition(
        name: "TEA", displayName: "TEA", fullName: "The Elm Architecture (model, update, view)",
        framework: .uiKit, viewControllerLayer: .view,
        rules: [
            LayerRule(
                .view, mayReferTo: .only([.update, .effects, .runtime, .model, .platform]),
                never: io + [.suffix("Update"), .suffix("EffectHandler")],
                because: "a view function describes the screen from the state, and a view applies that description "
                    + "and sends messages to the driver; neither changes the state, runs an effect or does I/O"),
            LayerRule(
                .update, mayReferTo: .only([.effects, .model]), never: io + [.suffix("EffectHandler")],
                because: "update functions are pure: from a state and a message they make the next state and the "
                    + "effects to run, and perform none of them"),
            LayerRule(
                .effects, mayReferTo: .only([.update, .model]), never: [.suffix("Update")],
                because: "effect handlers do the I/O and answer with messages; they never change the state"),
            LayerRule(
                .runtime, mayReferTo: .only([]),
                because: "the driver is generic over state, message and effect: it runs any feature's loop without "
                    + "knowing one"),
            LayerRule(
                .composition, mayReferTo: .anything,
                because: "the composition root builds every part and hands each its dependencies"),
        ])

    /// What only effect handlers may touch: the stores, the directory and the clock.
    private static let io: [NamePattern] = [.suffix("Store"), .named("EmployeeDirectory"), .named("Clock")]
}
