/// Records the messages something sends, in order: what a view or an effect handler sends is all a
/// test needs to see of it.
@MainActor
final class MessageSpy<Message> {
    private(set) var messages: [Message] = []

    func send(_ message: Message) {
        messages.append(message)
    }

    /// Forgets what was sent so far, so that a test sees what one step sends.
    func reset() {
        messages = []
    }
}
