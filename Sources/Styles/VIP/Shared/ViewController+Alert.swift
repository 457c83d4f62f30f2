import HeadlessUI

extension ViewController {
    /// Presents a presenter's alert over whatever this screen already shows (a controller that is
    /// presenting refuses a second presentation, and an import may finish while New Contact is open).
    /// A tapped button's choice goes to `onChoice`, which sends it to the interactor as a request: an
    /// alert button is a user event like any other.
    func presentAlert<Choice>(_ alert: AlertDisplay<Choice>, onChoice: @escaping @MainActor (Choice) -> Void) {
        let controller = AlertController(
            title: alert.title, message: alert.message,
            preferredStyle: alert.style == .alert ? .alert : .actionSheet)
        for button in alert.buttons {
            controller.addAction(
                AlertAction(title: button.title, style: Self.style(of: button.role)) { _ in
                    if let choice = button.choice { onChoice(choice) }
                })
        }
        topPresentedViewController.present(controller, animated: true)
    }

    private static func style<Choice>(of role: AlertDisplay<Choice>.Button.Role) -> AlertAction.Style {
        switch role {
        case .default: .default
        case .cancel: .cancel
        case .destructive: .destructive
        }
    }
}
