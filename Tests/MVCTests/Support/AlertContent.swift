import HeadlessUI

/// What an alert or action sheet shows, as a value a test can compare in one expectation.
@MainActor
struct AlertContent: Equatable {
    struct Button: Equatable {
        let title: String
        let style: AlertAction.Style
    }

    let style: AlertController.Style
    let title: String?
    let message: String?
    let buttons: [Button]

    init(style: AlertController.Style = .alert, title: String, message: String, buttons: [Button]) {
        self.style = style
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    init(_ alert: AlertController) {
        style = alert.preferredStyle
        title = alert.title
        message = alert.message
        buttons = alert.actions.map { Button(title: $0.title, style: $0.style) }
    }

    /// An alert whose only button is a default "OK".
    static func okAlert(title: String, message: String) -> AlertContent {
        AlertContent(title: title, message: message, buttons: [Button(title: "OK", style: .default)])
    }

    /// The alert after a todo change the store refused with the reason every test plants.
    static let changeNotSaved = okAlert(
        title: "Could not save", message: "Your change was not saved: the disk is full")
}
