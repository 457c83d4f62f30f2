/// A button in a navigation bar, like UIBarButtonItem.
@MainActor
public final class BarButtonItem {
    public enum Style: Sendable {
        case plain
        case done
    }

    public var title: String?
    public var style: Style
    public var isEnabled = true
    public var accessibilityIdentifier: String?
    public var primaryAction: Action?

    public init(title: String?, style: Style = .plain, primaryAction: Action? = nil) {
        self.title = title
        self.style = style
        self.primaryAction = primaryAction
    }

    /// What a tap on the item does; nothing while it is disabled. UIKit has no such call: it is the
    /// hook a test driver taps with.
    public func tap() {
        guard isEnabled else { return }
        primaryAction?.perform()
    }

    var screenDescription: String {
        "\"\(title ?? "")\"" + (isEnabled ? "" : " disabled")
    }
}
