extension StyleDefinition {
    /// Clean Swift (VIP) as CleanStore writes it: a one-way cycle in which the view controller sends
    /// requests to its interactor, the interactor hands responses to its presenter, and the presenter
    /// hands view models back to the view; workers do shared work for interactors, routers navigate
    /// and pass data between scenes' data stores.
    public static let vip = StyleDefinition(
        name: "VIP", displayName: "VIP", fullName: "Clean Swift's View-Interactor-Presenter loop",
        framework: .uiKit, viewControllerLayer: .view,
        rules: [
            LayerRule(
                .view, mayReferTo: .only([.interactor, .presenter, .router, .platform]),
                never: [.suffix("Worker")], classesBarred: [.interactor, .router],
                because: "a view controller sends requests to its interactor's business logic and asks its router "
                    + "to route; it shows the view models its presenter makes and never does the work itself"),
            LayerRule(
                .interactor, mayReferTo: .only([.presenter, .worker, .model]),
                classesBarred: [.presenter],
                because: "an interactor runs the use case with its workers and hands the response to its "
                    + "presenter's presentation logic; it never knows a view or a route"),
            LayerRule(
                .presenter, mayReferTo: .only([.view, .model]), classesBarred: [.view],
                because: "a presenter turns responses into view models for its display logic; the cycle runs one "
                    + "way, so it never calls back into the interactor"),
            LayerRule(
                .router, mayReferTo: .only([.view, .interactor, .presenter, .model, .platform]),
                because: "a router presents the next scene and passes data from one scene's data store to the next"),
            LayerRule(
                .worker, mayReferTo: .only([.model]),
                because: "a worker does work several scenes share over the stores and the directory, and knows no "
                    + "part of a scene"),
            LayerRule(
                .composition, mayReferTo: .anything,
                because: "the configurators wire each scene's parts and hand them their dependencies"),
        ])
}
