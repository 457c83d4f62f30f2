/// An alert or action sheet as a presenter words it: the texts, the buttons, and for each button the
/// choice it stands for. The view controller builds the alert controller from it and turns a tapped
/// button's choice into a request to the interactor; nothing about an alert is decided on the way.
///
/// `Choice` is the screen's enum of decisions (`TodoListAlertChoice`); `Never` for an alert whose
/// buttons only close it.
struct AlertDisplay<Choice: Equatable>: Equatable {
    enum Style: Equatable {
        case alert
        case actionSheet
    }

    /// One button. A button without a choice only closes the alert.
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

    /// An alert with one default button that only closes it.
    static func notice(title: String, message: String, button: String = "OK") -> AlertDisplay {
        AlertDisplay(title: title, message: message, buttons: [Button(title: button)])
    }
}
