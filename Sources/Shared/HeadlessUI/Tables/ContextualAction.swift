/// A button revealed by swiping a row, like UIContextualAction.
@MainActor
public final class ContextualAction {
    public enum Style: Sendable {
        case normal
        case destructive
    }

    /// Called with the action, the row's cell and a completion to call with whether it was done.
    public typealias Handler = @MainActor (ContextualAction, View, @escaping @MainActor (Bool) -> Void) -> Void

    public let style: Style
    public let title: String?
    public var backgroundColor: Color
    private let handler: Handler

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .red : .gray
    }

    func perform(in sourceView: View, completion: @escaping @MainActor (Bool) -> Void) {
        handler(self, sourceView, completion)
    }
}
