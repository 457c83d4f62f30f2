/// A titled handler, like UIAction: what a control or bar button does when used.
@MainActor
public final class Action {
    public let title: String
    private let handler: @MainActor (Action) -> Void

    public init(title: String = "", handler: @escaping @MainActor (Action) -> Void) {
        self.title = title
        self.handler = handler
    }

    public func perform() {
        handler(self)
    }
}
