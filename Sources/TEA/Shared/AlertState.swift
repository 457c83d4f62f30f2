/// An alert or action sheet as part of a feature's state: plain values, compared whole by the tests.
/// Each button carries the message it sends, so what a button means is decided by the update
/// function when it builds the alert, and the view only presents it. Every button's message also
/// takes the alert out of the state again.
struct AlertState<Action: Equatable>: Equatable {
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
        /// The message the button sends when it is chosen.
        let action: Action

        init(_ title: String, role: Role = .default, action: Action) {
            self.title = title
            self.role = role
            self.action = action
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
    static func notice(title: String, message: String, button: String = "OK", dismissal: Action) -> AlertState {
        AlertState(title: title, message: message, buttons: [Button(button, action: dismissal)])
    }
}
