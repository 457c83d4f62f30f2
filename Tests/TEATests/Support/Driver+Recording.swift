@testable import TEA

extension Driver {
    /// A driver whose update function first records each message in `spy`: the view tests see every
    /// message a screen sends, and the real update and effects still run.
    static func recording(
        into spy: MessageSpy<Message>, state: State, update: @escaping Update, perform: @escaping Perform
    ) -> Driver {
        Driver(
            state: state,
            update: { state, message in
                spy.send(message)
                return update(&state, message)
            }, perform: perform)
    }
}
