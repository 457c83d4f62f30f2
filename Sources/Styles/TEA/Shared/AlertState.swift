/// An alert or action sheet as part of a feature's state: plain values, compared whole by the tests.
/// Each button's `choice` is the message it sends, so what a button means is decided by the update
/// function when it builds the alert, and the view only presents it. Every button's message also
/// takes the alert out of the state again, so a choice is never optional here.
struct AlertState<Message: AlertMessage>: Equatable {
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
        /// The message the button sends when it is tapped.
        let choice: Message

        init(title: String, role: Role = .default, choice: Message) {
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
