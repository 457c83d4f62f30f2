/// A context kept past the update that made it, by rows a table asks for later or by a swipe's
/// buttons. It holds the view whose body it is in weakly: that view keeps what it resolved to, these
/// included, for the next update.
@MainActor
struct KeptContext {
    private let stored: ResolveContext
    private weak var owner: ViewNode?

    init(_ context: ResolveContext) {
        var stored = context
        owner = stored.owner
        stored.owner = nil
        self.stored = stored
    }

    /// The context as it was made, while the view it is in is still on screen.
    var context: ResolveContext {
        var context = stored
        context.owner = owner
        return context
    }
}
