extension StyleDefinition {
    /// VIPER as Mutual Mobile writes it: a passive view, a presenter between view and interactor, an
    /// interactor with the use case and no UI, a router (wireframe) that assembles and navigates.
    public static let viper = StyleDefinition(
        name: "VIPER", displayName: "VIPER", fullName: "View-Interactor-Presenter-Entity-Router",
        framework: .uiKit, viewControllerLayer: .view,
        rules: [
            LayerRule(
                .view, mayReferTo: .only([.presenter, .platform]),
                because: "a passive view shows the display values its presenter hands it and forwards every "
                    + "event to it"),
            LayerRule(
                .presenter, mayReferTo: .only([.view, .interactor, .router, .model]),
                never: [
                    "TodoList", "TodoItem", "Priority", "TodoName", "ContactBook", "Contact", "ContactName",
                    "ImportResult",
                ].map(NamePattern.named),
                classesBarred: [.view, .interactor],
                because: "a presenter turns the interactor's use-case values into display values, knows its view "
                    + "and its interactor only by protocol and asks the router to navigate; entities stop at the "
                    + "interactor and the UI toolkit stays out"),
            LayerRule(
                .interactor, mayReferTo: .only([.model]),
                because: "an interactor holds the use case over entities and services and never knows how its "
                    + "results are shown or navigated"),
            LayerRule(
                .router, mayReferTo: .only([.view, .presenter, .interactor, .model, .platform]),
                because: "a router assembles its module and presents other modules' views; it is the one part "
                    + "that knows all the others"),
            LayerRule(
                .composition, mayReferTo: .anything,
                because: "the composition root builds every part and hands each its dependencies"),
        ])
}
