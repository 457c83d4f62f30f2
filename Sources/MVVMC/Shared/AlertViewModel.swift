/// An alert or action sheet described in plain values: what a view turns into an AlertController.
/// Each action carries the closure to run when it is chosen, so the view never decides what a
/// button means.
@MainActor
struct AlertViewModel {
    enum Style: Equatable, Sendable {
        case alert
        case actionSheet
    }

    struct Action {
        enum Style: Equatable, Sendable {
            case `default`
            case cancel
            case destructive
        }

        let title: String
        let style: Style
        let handler: @MainActor () -> Void

        init(title: String, style: Style = .default, handler: @escaping @MainActor () -> Void = {}) {
            self.title = title
            self.style = style
            self.handler = handler
        }
    }

    let title: String
    let message: String
    let style: Style
    let actions: [Action]

    init(title: String, message: String, style: Style = .alert, actions: [Action]) {
        self.title = title
        self.message = message
        self.style = style
        self.actions = actions
    }

    /// An alert with one default button that only closes it.
    static func notice(title: String, message: String, button: String = "OK") -> AlertViewModel {
        AlertViewModel(title: title, message: message, actions: [Action(title: button)])
    }

    /// The same alert whose every action first runs `dismissal`, so the view model that shows it
    /// can mark it gone before the action's own work, which may show the next alert.
    func runningFirst(_ dismissal: @escaping @MainActor () -> Void) -> AlertViewModel {
        let wrapped = actions.map { action in
            Action(title: action.title, style: action.style) {
                dismissal()
                action.handler()
            }
        }
        return AlertViewModel(title: title, message: message, style: style, actions: wrapped)
    }
}

extension Output where Value == AlertViewModel? {
    /// Shows `alert` and puts the output back to nil when one of its actions is chosen, so the
    /// output always says which alert the view model is waiting on.
    func show(_ alert: AlertViewModel) {
        let clear = weakSetter
        wrappedValue = alert.runningFirst { clear(nil) }
    }
}
