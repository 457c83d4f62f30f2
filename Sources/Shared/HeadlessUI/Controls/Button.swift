/// A tappable button, like UIButton.
@MainActor
open class Button: Control {
    public var title: String?

    public init(title: String? = nil) {
        self.title = title
    }

    /// A tap, as a finger would make it: nothing happens while the button is disabled.
    public func tap() {
        sendActions(for: .touchUpInside)
    }

    open override var screenDescription: String? {
        "Button \"\(title ?? "")\"" + (isEnabled ? "" : " disabled")
    }
}
