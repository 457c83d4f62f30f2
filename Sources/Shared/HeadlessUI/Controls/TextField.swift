/// Editable text, like UITextField. Typing is simulated by setting `text` and sending
/// `.editingChanged`, which is what the keyboard does on a device.
@MainActor
open class TextField: Control {
    public var text: String?
    public var placeholder: String?
    public private(set) var isFirstResponder = false

    public override init() {}

    /// Replaces the text as a user would by selecting all and typing, which sends `.editingChanged`.
    public func enterText(_ newText: String) {
        guard isEnabled else { return }
        text = newText
        sendActions(for: .editingChanged)
    }

    /// Takes the keyboard focus from any other field on the same screen.
    @discardableResult
    public func becomeFirstResponder() -> Bool {
        var root: View = self
        while let parent = root.superview { root = parent }
        for case let field as TextField in root.allViews where field !== self {
            field.isFirstResponder = false
        }
        isFirstResponder = true
        return true
    }

    @discardableResult
    public func resignFirstResponder() -> Bool {
        isFirstResponder = false
        return true
    }

    open override var screenDescription: String? {
        var line = "TextField \"\(text ?? "")\" placeholder \"\(placeholder ?? "")\""
        if isFirstResponder { line += " focused" }
        if !isEnabled { line += " disabled" }
        return line
    }
}
