/// Records the messages something sends, in order: what a view or an effect handler sends is all a
/// test needs to see of it.
@MainActor
final class MessageSpy<Message> {
    private(set) var messages: [Message] = []

    func send(_ message: Message) {
        messages.append(message)
    }
}
