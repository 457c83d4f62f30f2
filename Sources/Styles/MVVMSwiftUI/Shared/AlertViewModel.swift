/// An alert or action sheet as a view model words it: title, message, style and buttons. It carries
/// no closure: a tapped button's `choice` goes back to the view model through its
/// `alertButtonTapped(_:)` intent, so the view model decides what every button means and a test
/// reads the whole alert as one value.
///
/// `Choice` is the screen's enum of decisions (`Never` where every button only closes the alert).
struct AlertViewModel<Choice> {
    enum Style: Equatable, Sendable {
        case alert
        case actionSheet
    }

    struct Button {
        enum Role: Equatable, Sendable {
            case `default`
            case cancel
            case destructive
        }

        let title: String
        let role: Role
        /// What the button decides; nil when it only closes the alert.
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
    static func notice(title: String, message: String, button: String = "OK") -> AlertViewModel {
        AlertViewModel(title: title, message: message, buttons: [Button(title: button)])
    }
}

extension AlertViewModel: Equatable where Choice: Equatable {}
extension AlertViewModel.Button: Equatable where Choice: Equatable {}
extension AlertViewModel: Sendable where Choice: Sendable {}
extension AlertViewModel.Button: Sendable where Choice: Sendable {}
