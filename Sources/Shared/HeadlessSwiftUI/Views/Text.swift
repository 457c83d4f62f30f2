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
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs { view.outputs(inputs) }

    func resolve(in context: ResolveContext) -> [Element] {
        [context.element(.text(content))]
    }
}
