/// An alert or action sheet as a presenter words it: the texts, the buttons, and for each button the
/// request it sends to the interactor when tapped. The view controller builds the alert controller
/// from it and sends the request; nothing about an alert is decided on the way.
///
/// `Request` is the Request of the use case the buttons start (`TodoList.ChangeItem.Request`); `Never`
/// for an alert whose buttons only close it.
struct AlertDisplay<Request: Equatable>: Equatable {
    enum Style: Equatable {
        case alert
        case actionSheet
    }

    /// One button. A button without a request only closes the alert.
    struct Button: Equatable {
        enum Role: Equatable {
            case `default`
            case cancel
            case destructive
        }

        let title: String
        let role: Role
        let request: Request?

        init(title: String, role: Role = .default, request: Request? = nil) {
            self.title = title
            self.role = role
            self.request = request
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
