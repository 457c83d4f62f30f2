import HeadlessUI

/// What an alert or action sheet shows.
public struct AlertSnapshot: Equatable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        case alert
        case actionSheet
    }

    public struct Button: Equatable, Sendable {
        public let title: String
        /// "default", "cancel" or "destructive".
        public let style: String
    }

    public let kind: Kind
    public let title: String
    public let message: String
    public let buttons: [Button]

    public var buttonTitles: [String] { buttons.map(\.title) }

    @MainActor
    init(_ alert: AlertController) {
        kind = alert.preferredStyle == .alert ? .alert : .actionSheet
        title = alert.title ?? ""
        message = alert.message ?? ""
        buttons = alert.actions.map { Button(title: $0.title, style: "\($0.style)") }
    }

    public var description: String {
        "\(kind.rawValue) \"\(title)\" / \"\(message)\" " + buttons.map { "[\($0.title) \($0.style)]" }.joined()
    }
}
