import Observation

/// The runtime of a feature: it holds the state, runs the reducer on every action and performs the
/// effects it returns. It is observable, so a view that reads `state` renders again when the part it
/// read changes; views read `state` and call `send`, nothing else.
///
/// Actions sent while one is being handled (the answer of a store's save, a delegate action) wait in
/// a queue, so each action is handled completely, its effects included, before the next one starts,
/// and a synchronous effect has settled before `send` returns. Effects answer through closures that
/// hold the store weakly: an answer that arrives after the screen and its store are gone is dropped.
///
/// A child feature's store comes from `scope`: it shows its part of the parent's state and sends its
/// actions wrapped into the parent's, so the parent's reducer (which runs the child's) sees them all.
///
/// Its observation is written out rather than made by `@Observable`, as TCA's own store does: the
/// macro names the property by a key path literal at every read, and a key path into a generic class
/// is built anew each time, which took a seventh of the time of this style's random sequences.
@MainActor
final class Store<State, Action>: Observable {
    /// The feature's state after the last action; only the reducer changes it.
    private(set) var state: State {
        get {
            observation.access(self, keyPath: stateKeyPath)
            return currentState
        }
        set {
            observation.withMutation(of: self, keyPath: stateKeyPath) { currentState = newValue }
        }
    }

    private var currentState: State
    private let observation = ObservationRegistrar()
    /// `\.state`, made once for the store.
    private let stateKeyPath: KeyPath<Store, State> = \.state

    /// How an action is handled: by the reducer in the root store, by the parent in a scoped one.
    private enum Role {
        case root(any Reducer<State, Action>)
        case scoped(@MainActor (Action) -> Void)
    }

    private let role: Role
    private var queue: [Action] = []
    private var isHandling = false
    /// Hands each scoped store its part of the new state; false once that store is gone or its part is.
    private var children: [@MainActor (State) -> Bool] = []

    init<R: Reducer>(initialState: State, reducer: R) where R.State == State, R.Action == Action {
        currentState = initialState
        role = .root(reducer)
    }

    private init(state: State, forwardingTo parent: @escaping @MainActor (Action) -> Void) {
        currentState = state
        role = .scoped(parent)
    }

    func send(_ action: Action) {
        switch role {
        case .scoped(let parent):
            parent(action)
        case .root(let reducer):
            queue.append(action)
            guard !isHandling else { return }
            isHandling = true
            defer { isHandling = false }
            while !queue.isEmpty {
                let effect = reducer.reduce(into: &state, action: queue.removeFirst())
                updateChildren()
                perform(effect)
            }
        }
    }

    /// A store for the child feature whose state is at `toChildState` while it is presented, or nil
    /// when it is not. It keeps its last state once the parent's part is gone, for a view on its way out.
    func scope<ChildState, ChildAction>(
        state toChildState: KeyPath<State, ChildState?> & Sendable,
        action toAction: @escaping @MainActor (ChildAction) -> Action
    ) -> Store<ChildState, ChildAction>? {
        guard let childState = state[keyPath: toChildState] else { return nil }
        let child = Store<ChildState, ChildAction>(state: childState) { [weak self] in self?.send(toAction($0)) }
        children.append { [weak child] state in
            guard let child, let childState = state[keyPath: toChildState] else { return false }
            child.state = childState
            child.updateChildren()
            return true
        }
        return child
    }

    private func updateChildren() {
        children = children.filter { $0(state) }
    }

    private func perform(_ effect: Effect<Action>) {
        switch effect.operation {
        case .none:
            break
        case .send(let action):
            send(action)
        case .run(let work):
            work { [weak self] in self?.send($0) }
        case .future(let request):
            request { [weak self] in self?.send($0) }
        }
    }
}
