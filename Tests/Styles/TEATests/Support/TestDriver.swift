import Testing

/// TCA's exhaustive TestStore, for an update function: every `send` states the whole change the
/// message makes to the state and every effect it returns, and any other change or effect fails the
/// test. Effects are not performed: a test sends their answers itself, as messages with literal values.
struct TestDriver<State: Equatable, Message, Effect: Equatable> {
    private(set) var state: State
    private let update: (inout State, Message) -> [Effect]

    init(_ state: State, update: @escaping (inout State, Message) -> [Effect]) {
        self.state = state
        self.update = update
    }

    /// Sends `message`, and expects the state to change exactly as `change` changes the state before
    /// it (not at all when there is no `change`), and the effects to be exactly `effects`, in order.
    mutating func send(
        _ message: Message, effects: [Effect] = [], sourceLocation: SourceLocation = #_sourceLocation,
        _ change: (inout State) -> Void = { _ in }
    ) {
        var expected = state
        change(&expected)
        let performed = update(&state, message)
        #expect(state == expected, "the state after \(message)", sourceLocation: sourceLocation)
        #expect(performed == effects, "the effects of \(message)", sourceLocation: sourceLocation)
    }
}
