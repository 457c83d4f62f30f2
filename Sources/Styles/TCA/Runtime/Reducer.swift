/// A feature's rules, as The Composable Architecture states them: from the state and an action, the
/// next state (changed in place) and the effect to run. A reducer holds its dependencies as values
/// given to its initializer, and touches them only inside the effects it returns.
@MainActor
protocol Reducer<State, Action> {
    associatedtype State
    associatedtype Action

    func reduce(into state: inout State, action: Action) -> Effect<Action>
}
