/// An alert or action sheet as a presenter words it: title, message, style and buttons. The view
/// builds the alert controller from it and reports a tapped button's `choice` back to its presenter,
/// so the presenter decides what every button means and a test reads the whole alert as one value.
///
/// `Choice` is the screen's own enum of decisions, `Never` for alerts whose buttons only close them.
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

    /// An alert whose one default button only closes it.
    static func notice(title: String, message: String, button: String = "OK") -> AlertDisplay {
        AlertDisplay(title: title, message: message, buttons: [AlertButtonDisplay(title: button)])
    }
}
