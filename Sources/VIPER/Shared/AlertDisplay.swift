/// An alert or action sheet as a presenter decides it: the texts, the buttons and what each button
/// means. The router turns it into an alert controller; a button's `choice` comes back to the presenter.
///
/// `Choice` is the presenter's own enum of decisions; `Never` for alerts whose buttons only close them.
struct AlertDisplay<Choice: Equatable>: Equatable {
    enum Style: Equatable {
        case alert
        case actionSheet
    }

    let title: String
    let message: String
    let style: Style
    let buttons: [AlertButtonDisplay<Choice>]

    init(title: String, message: String, style: Style = .alert, buttons: [AlertButtonDisplay<Choice>]) {
        self.title = title
        self.message = message
        self.style = style
        self.buttons = buttons
    }

    /// An alert with one default button that only closes it.
    static func notice(title: String, message: String, button: String = "OK") -> AlertDisplay {
        AlertDisplay(title: title, message: message, buttons: [AlertButtonDisplay(title: button)])
    }
}
