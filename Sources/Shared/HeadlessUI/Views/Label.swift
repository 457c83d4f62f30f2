/// Read-only text, like UILabel. Struck-through text stands for an attributed string with a
/// strikethrough style.
@MainActor
open class Label: View {
    public var text: String?
    public var textColor: Color = .black
    public var isStrikethrough = false

    public override init() {}

    public init(identifier: String) {
        super.init()
        accessibilityIdentifier = identifier
    }

    open override var screenDescription: String? {
        var line = "Label \"\(text ?? "")\" \(textColor)"
        if isStrikethrough { line += " struck-through" }
        return line
    }
}
