/// Editable text bound to a string, like SwiftUI's TextField; shown as a HeadlessUI text field
/// whose placeholder is the prompt, or the title when there is no prompt.
public struct TextField: View, PrimitiveView {
    let title: String
    let text: Binding<String>
    let prompt: Text?

    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        self.title = String(title)
        self.text = text
        self.prompt = prompt
    }

    public var body: Never { fatalError("TextField has no body") }
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs { view.outputs(inputs) }

    func resolve(in context: ResolveContext) -> [Element] {
        let text = text
        let value = context.read { text.wrappedValue }
        return [
            context.element(
                .textField(title: title, prompt: prompt?.content, value: value, text: text, focus: nil))
        ]
    }
}
