import Testing

@testable import TCA

/// The Composable Architecture's exhaustive test store, written for this project. `send` runs the
/// reducer on an action and compares the whole new state with the change the test states; the
/// actions its effects feed back are held until the test takes each with `receive`, stating its change
/// too. A test fails on a state change it did not state, an action it did not take before sending the
/// next or by its end, and an effect still waiting for its answer at its end.
///
/// The end-of-test checks run when the test lets the store go, so the class is not main-actor isolated
/// as a whole: a main-actor deinit would run apart from the test, where a failure reaches no test.
///
/// Effects run as the store runs them, on the doubles the reducer was given: a test arranges what the
/// stores and the directory answer, never what the effects are.
final class TestStore<R: Reducer> where R.State: Equatable, R.Action: Equatable {
    /// The state after the last action sent or received.
    private(set) var state: R.State
    private let reducer: R
    /// Actions effects fed back, in order, not yet taken by `receive`.
    private var received: [R.Action] = []
    /// Effects that have not answered yet (a directory request).
    private var pendingAnswers = 0
    /// Where the store was made: its end-of-test failures point there.
    private let sourceLocation: SourceLocation

    @MainActor
    init(initialState: R.State, reducer: R, sourceLocation: SourceLocation = #_sourceLocation) {
        state = initialState
        self.reducer = reducer
        self.sourceLocation = sourceLocation
    }

    /// Sends `action` as the user or the screen would; `change` states the whole change it makes to the
    /// state (none when omitted).
    @MainActor
    func send(
        _ action: R.Action, sourceLocation: SourceLocation = #_sourceLocation,
        _ change: ((inout R.State) -> Void)? = nil
    ) {
        if !received.isEmpty {
            Issue.record(
                "Sent \(action) before receiving \(received.count) action(s) effects fed back: \(received)",
                sourceLocation: sourceLocation)
        }
        reduce(action, change, sourceLocation)
    }

    /// Takes the next action an effect fed back, which must be `expected`, and runs it; `change`
    /// states the whole change it makes to the state (none when omitted).
    @MainActor
    func receive(
        _ expected: R.Action, sourceLocation: SourceLocation = #_sourceLocation,
        _ change: ((inout R.State) -> Void)? = nil
    ) {
        guard !received.isEmpty else {
            Issue.record(
                "Expected to receive \(expected), but no effect fed back an action", sourceLocation: sourceLocation)
            return
        }
        let action = received.removeFirst()
        if action != expected {
            Issue.record("Received \(action), not the expected \(expected)", sourceLocation: sourceLocation)
        }
        reduce(action, change, sourceLocation)
    }

    @MainActor
    private func reduce(
        _ action: R.Action, _ change: ((inout R.State) -> Void)?, _ sourceLocation: SourceLocation
    ) {
        var expected = state
        change?(&expected)
        let effect = reducer.reduce(into: &state, action: action)
        if state != expected {
            Issue.record(
                "The state after \(action) differs from the stated change.\nExpected: \(expected)\nActual:   \(state)",
                sourceLocation: sourceLocation)
        }
        perform(effect)
    }

    @MainActor
    private func perform(_ effect: Effect<R.Action>) {
        switch effect.operation {
        case .none:
            break
        case .send(let action):
            received.append(action)
        case .run(let work):
            work { [weak self] in self?.received.append($0) }
        case .future(let request):
            pendingAnswers += 1
            request { [weak self] action in
                guard let self else { return }
                pendingAnswers -= 1
                received.append(action)
            }
        }
    }

    deinit {
        if !received.isEmpty {
            Issue.record(
                "The test ended before receiving \(received.count) action(s) effects fed back: \(received)",
                sourceLocation: sourceLocation)
        }
        if pendingAnswers > 0 {
            Issue.record(
                "The test ended while \(pendingAnswers) effect(s) had not answered yet", sourceLocation: sourceLocation)
        }
    }
}
