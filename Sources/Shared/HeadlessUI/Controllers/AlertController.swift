/// An alert or action sheet, like UIAlertController, presented modally.
@MainActor
public final class AlertController: ViewController {
    public enum Style: Sendable {
        case alert
        case actionSheet
    }

    public let message: String?
    public let preferredStyle: Style
    public private(set) var actions: [AlertAction] = []
    private var fields: [TextField] = []

    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init()
        self.title = title
    }

    public func addAction(_ action: AlertAction) {
        actions.append(action)
    }

    /// The alert's text fields in the order added; nil when it has none, as in UIKit.
    public var textFields: [TextField]? {
        fields.isEmpty ? nil : fields
    }

    /// Adds a text field below the message, set up by `configurationHandler` before it is shown.
    /// Only an alert has text fields: UIKit raises for an action sheet, and so does this.
    public func addTextField(configurationHandler: (@MainActor (TextField) -> Void)? = nil) {
        precondition(preferredStyle == .alert, "Text fields can only be added to an alert, not an action sheet")
        let field = TextField()
        configurationHandler?(field)
        fields.append(field)
    }

    /// Taps the button titled `title`: the alert is dismissed first and the handler runs after, as
    /// in UIKit. UIKit has no such call: it is the hook a test driver taps with.
    /// Returns false when there is no such button, or when it is disabled: a disabled button does
    /// nothing, as on a device.
    @discardableResult
    public func performAction(titled title: String) -> Bool {
        guard let action = actions.first(where: { $0.title == title }), action.isEnabled else { return false }
        dismiss(animated: true)
        action.handler?(action)
        return true
    }
}
