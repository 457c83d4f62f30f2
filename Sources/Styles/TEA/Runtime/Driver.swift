/// The runtime of one feature, as objc.io's Recordings drives its app: it holds the feature's state,
/// runs the update function on every message, hands the new state to the view, and performs the
/// effects the update asked for, whose answers come back as messages.
///
/// It is the only object that changes the state, and only by calling `update`. Messages sent while
/// one is being handled (an effect that answers at once, such as a save) wait in a queue, so every
/// message is handled completely, its render and its effects included, before the next one starts.
/// Effects answer through a closure that holds the driver weakly: an answer that arrives after the
/// screen and its driver are gone (a late directory reply) is dropped.
@MainActor
final class Driver<State, Message, Effect> {
    typealias Update = @MainActor (inout State, Message) -> [Effect]
    typealias Send = @MainActor (Message) -> Void
    typealias Perform = @MainActor (Effect, @escaping Send) -> Void

    /// The feature's state after the last message.
    private(set) var state: State
    private let update: Update
    private let perform: Perform
    private var render: (@MainActor (State) -> Void)?
    private var queue: [Message] = []
    private var isHandling = false

    init(state: State, update: @escaping Update, perform: @escaping Perform) {
        self.state = state
        self.update = update
        self.perform = perform
    }

    /// Renders the state now and after every message. A driver has one view, the feature's root
    /// screen, which hands each screen it shows its part of the state; `render` should hold that view
    /// weakly, since the view owns the driver.
    func subscribe(_ render: @escaping @MainActor (State) -> Void) {
        self.render = render
        render(state)
    }

    /// Handles `message`: update, render, then the effects in the order update listed them.
    func send(_ message: Message) {
        queue.append(message)
        guard !isHandling else { return }
        isHandling = true
        defer { isHandling = false }
        while !queue.isEmpty {
            let effects = update(&state, queue.removeFirst())
            render?(state)
            for effect in effects {
                perform(effect) { [weak self] answer in self?.send(answer) }
            }
        }
    }
}
