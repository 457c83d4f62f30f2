import HeadlessUI

/// What an alert or action sheet shows, as one value: the scenarios and every style's tests compare
/// a whole alert in one expectation.
public struct AlertSnapshot: Equatable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        case alert
        case actionSheet
    }

    public struct Button: Equatable, Sendable {
        public let title: String
        /// "default", "cancel" or "destructive".
        public let style: String
        public let isEnabled: Bool

        public init(title: String, style: String, isEnabled: Bool = true) {
            self.title = title
            self.style = style
            self.isEnabled = isEnabled
        }
    }

    /// A text field of an alert: what it holds and the hint it shows while empty.
    public struct Field: Equatable, Sendable {
        public let text: String
        public let placeholder: String

        public init(text: String, placeholder: String) {
            self.text = text
            self.placeholder = placeholder
        }
    }

    public let kind: Kind
    public let title: String
    public let message: String
    public let fields: [Field]
    public let buttons: [Button]

    public var buttonTitles: [String] { buttons.map(\.title) }

    @MainActor
    public init(_ alert: AlertController) {
        kind = alert.preferredStyle == .alert ? .alert : .actionSheet
        title = alert.title ?? ""
        message = alert.message ?? ""
        fields = (alert.textFields ?? []).map { Field(text: $0.text ?? "", placeholder: $0.placeholder ?? "") }
        buttons = alert.actions.map { Button(title: $0.title, style: "\($0.style)", isEnabled: $0.isEnabled) }
    }

    public var description: String {
        let fieldTexts = fields.map { "{\"\($0.text)\" placeholder \"\($0.placeholder)\"}" }
        let buttonTexts = buttons.map { "[\($0.title) \($0.style)\($0.isEnabled ? "" : " disabled")]" }
        return "\(kind.rawValue) \"\(title)\" / \"\(message)\" " + (fieldTexts + buttonTexts).joined()
    }
}
