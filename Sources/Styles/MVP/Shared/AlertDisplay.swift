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

    /// One button: its title, its role and what tapping it decides. A button with no choice only
    /// closes the alert.
    struct Button: Equatable {
        enum Role: Equatable {
            case `default`
            case cancel
            case destructive
        }

        let title: String
        let role: Role
        let choice: Choice?

        init(title: String, role: Role = .default, choice: Choice? = nil) {
            self.title = title
            self.role = role
            self.choice = choice
        }
    }

    let title: String
    let message: String
    let style: Style
    let buttons: [Button]

    init(title: String, message: String, style: Style = .alert, buttons: [Button]) {
        self.title = title
        self.message = message
        self.style = style
        self.buttons = buttons
    }

    /// An alert whose one default button only closes it.
    static func notice(title: String, message: String, button: String = "OK") -> AlertDisplay {
        AlertDisplay(title: title, message: message, buttons: [Button(title: button)])
    }
}
