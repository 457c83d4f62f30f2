/// One button of an alert or action sheet, like UIAlertAction.
@MainActor
public final class AlertAction {
    public enum Style: Sendable, CustomStringConvertible {
        case `default`
        case cancel
        case destructive

        public var description: String {
            switch self {
            case .default: "default"
            case .cancel: "cancel"
            case .destructive: "destructive"
            }
        }
    }

    public let title: String
    public let style: Style
    /// A disabled button is shown dimmed and does nothing when tapped, like UIAlertAction's.
    public var isEnabled = true
    let handler: (@MainActor (AlertAction) -> Void)?

    public init(title: String, style: Style, handler: (@MainActor (AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
