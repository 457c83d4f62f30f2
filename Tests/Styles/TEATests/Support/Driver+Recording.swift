@testable import TEA

extension Driver {
    /// A driver that records each message in `spy` before the real update function handles it, and
    /// performs no effect: a view test starts from a literal state, sees every message the screen
    /// sends, and changes the state only with the messages it sends itself.
    static func recording(into spy: MessageSpy<Message>, state: State, update: @escaping Update) -> Driver {
        Driver(
            state: state,
            update: { state, message in
                spy.send(message)
                return update(&state, message)
            }, perform: { _, _ in })
    }
}
