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

    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init()
        self.title = title
    }

    public func addAction(_ action: AlertAction) {
        actions.append(action)
    }

    /// Taps the button titled `title`: the alert is dismissed first and the handler runs after, as
    /// in UIKit. UIKit has no such call: it is the hook a test driver taps with.
    /// Returns false when there is no such button.
    @discardableResult
    public func performAction(titled title: String) -> Bool {
        guard let action = actions.first(where: { $0.title == title }) else { return false }
        dismiss(animated: true)
        action.handler?(action)
        return true
    }
}
