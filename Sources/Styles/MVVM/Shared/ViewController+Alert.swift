import HeadlessUI

extension ViewController {
    /// Shows a view model's alert on top of whatever is on screen (a controller that already presents
    /// something refuses a second presentation, and an import may answer while New Contact is open).
    /// A tapped button's choice goes to `onChoice`; the view decides nothing about what it means.
    func presentAlert<Choice>(_ alert: AlertViewModel<Choice>, onChoice: @escaping @MainActor (Choice) -> Void) {
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

    private static func style<Choice>(of role: AlertViewModel<Choice>.Button.Role) -> AlertAction.Style {
        switch role {
        case .default: .default
        case .cancel: .cancel
        case .destructive: .destructive
        }
    }
}
