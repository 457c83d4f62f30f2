/// One resolved piece of the screen: what a primitive view became, with the modifiers that apply to
/// it. The host turns elements into HeadlessUI views.
@MainActor
struct Element {
    enum Kind {
        case text(String)
        case button(ButtonElement)
        case textField(title: String, prompt: String?, value: String, text: Binding<String>, focus: FocusRequest?)
        case image(String)
        case progress
        case stack(Axis)
        case list
    }

    var kind: Kind
    var path: ViewPath
    var children: [Element] = []
    var identifier: String?
    var style = InheritedStyle()
    var swipeActions: [ButtonElement] = []
    var allowsFullSwipe = true

    /// What the element shows, to tell a changed row from an unchanged one.
    var signature: String {
        var parts: [String] = []
        switch kind {
        case .text(let text): parts.append("text \(text)")
        case .button(let button): parts.append("button \(button.signature)")
        case .textField(let title, let prompt, let value, _, let focus):
            parts.append("field \(title) \(prompt ?? "") \(value) \(focus?.isFocused ?? false)")
        case .image(let name): parts.append("image \(name)")
        case .progress: parts.append("progress")
        case .stack(let axis): parts.append("stack \(axis)")
        case .list: parts.append("list")
        }
        parts.append(identifier ?? "")
        parts.append(
            "\(style.isDisabled) \(style.color?.name ?? "") \(style.isStrikethrough) \(style.tint?.name ?? "")")
        parts.append(swipeActions.map(\.signature).joined(separator: ","))
        parts.append("[" + children.map(\.signature).joined(separator: ";") + "]")
        return parts.joined(separator: "|")
    }

    /// The first button in this element and the elements inside it, depth first.
    var firstButton: ButtonElement? {
        if case .button(let button) = kind { return button }
        for child in children {
            if let button = child.firstButton { return button }
        }
        return nil
    }
}
