/// Work a reducer asks the store to do, as a value: the reducer returns it and never performs it, so a
/// test can run it or not. Every form answers with actions, which the store feeds back to the reducer.
///
/// The app's stores and clock answer at once, so most work is `.run`: it sends its actions before it
/// returns, and the store handles them within the action that caused it. The directory answers later,
/// through a callback: that is `.future`, which answers exactly once.
struct Effect<Action> {
    typealias Send = @MainActor (Action) -> Void

    enum Operation {
        case none
        case send(Action)
        case run(@MainActor (_ send: Send) -> Void)
        case future(@MainActor (_ answer: @escaping Send) -> Void)
    }

    let operation: Operation

    /// Nothing to do.
    static var none: Effect { Effect(operation: .none) }

    /// Feeds `action` back at once: how a child tells its parent what happened (`.delegate`).
    static func send(_ action: Action) -> Effect {
        Effect(operation: .send(action))
    }

    /// Synchronous work: everything it sends, it sends before it returns.
    static func run(_ work: @escaping @MainActor (_ send: Send) -> Void) -> Effect {
        Effect(operation: .run(work))
    }

    /// Work that answers later, once, through the callback it is given.
    static func future(_ request: @escaping @MainActor (_ answer: @escaping Send) -> Void) -> Effect {
        Effect(operation: .future(request))
    }

    /// The same work, its actions wrapped for a parent feature (a child's effect in its parent's store).
    @MainActor
    func map<ParentAction>(_ transform: @escaping @MainActor (Action) -> ParentAction) -> Effect<ParentAction> {
        switch operation {
        case .none:
            .none
        case .send(let action):
            .send(transform(action))
        case .run(let work):
            .run { send in work { send(transform($0)) } }
        case .future(let request):
            .future { answer in request { answer(transform($0)) } }
        }
    }
}
