/// A control that runs an action when tapped, like SwiftUI's Button; shown as a HeadlessUI button,
/// or as a bar button, alert button or swipe button where it is placed in those. Its title is the
/// text of its label; a label that is more than one plain text (an image and a name, a stack) is
/// also shown inside the button, so a list row that is a button shows its label as its content.
public struct Button<Label: View>: View, PrimitiveView {
    let role: ButtonRole?
    let action: @MainActor () -> Void
    let label: Label

    public init(role: ButtonRole? = nil, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }

    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    public var body: Never { fatalError("Button has no body") }
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs { view.outputs(inputs) }

    func resolve(in context: ResolveContext) -> [Element] {
        let labelElements = context.resolve(label, at: .named("label"))
        let button = ButtonElement(
            title: ResolveContext.text(of: labelElements) ?? "", role: role, action: action,
            isDisabled: context.style.isDisabled, tint: context.style.tint)
        return [context.element(.button(button), children: Self.isPlainTitle(labelElements) ? [] : labelElements)]
    }

    /// A label that is one text with nothing of its own is shown as the button's title alone.
    private static func isPlainTitle(_ elements: [Element]) -> Bool {
        guard elements.count == 1, case .text = elements[0].kind else { return elements.isEmpty }
        return elements[0].identifier == nil
    }
}

extension Button where Label == Text {
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(role: nil, action: action) { Text(title) }
    }

    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}
