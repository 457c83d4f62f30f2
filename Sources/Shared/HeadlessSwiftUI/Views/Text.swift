/// Read-only text, like SwiftUI's Text; shown as a HeadlessUI label.
public struct Text: View, PrimitiveView, Equatable {
    let content: String

    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    public init(verbatim content: String) {
        self.content = content
    }

    public var body: Never { fatalError("Text has no body") }

    func resolve(in context: ResolveContext) -> [Element] {
        [context.element(.text(content))]
    }
}
