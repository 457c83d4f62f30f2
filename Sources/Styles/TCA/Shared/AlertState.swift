/// An alert or action sheet as part of a feature's state: plain values, compared whole by the tests,
/// as TCA's `AlertState`. Each button's `choice` is the action it sends, so what a button means is
/// decided by the reducer when it builds the alert, and the view only presents it. Every button's
/// action also takes the alert out of the state again, so a choice is never optional here.
struct AlertState<Action: AlertAction>: Equatable {
    enum Style: Equatable {
        case alert
        case actionSheet
    }

    struct Button: Equatable {
        enum Role: Equatable {
            case `default`
            case cancel
            case destructive
        }

        let title: String
        let role: Role
        /// The action the button sends when it is tapped.
        let choice: Action

        init(title: String, role: Role = .default, choice: Action) {
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

    /// An alert with one default button, "OK" unless named, that only closes it.
    static func notice(title: String, message: String, button: String = "OK") -> AlertState {
        AlertState(title: title, message: message, buttons: [Button(title: button, choice: .alertDismissed)])
    }
}
