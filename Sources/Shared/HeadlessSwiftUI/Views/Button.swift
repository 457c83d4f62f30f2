/// A control that runs an action when tapped, like SwiftUI's Button; shown as a HeadlessUI button,
/// or as a bar button, alert button or swipe button where it is placed in those.
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

    func resolve(in context: ResolveContext) -> [Element] {
        let title = context.text(in: label, at: .named("label")) ?? ""
        let button = ButtonElement(
            title: title, role: role, action: action, isDisabled: context.style.isDisabled, tint: context.style.tint)
        return [context.element(.button(button))]
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
