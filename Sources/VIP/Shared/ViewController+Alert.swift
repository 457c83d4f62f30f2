import HeadlessUI

extension ViewController {
    /// Presents a presenter's alert over whatever this screen already shows (a controller that is
    /// presenting refuses a second presentation, and an import may finish while New Contact is open).
    /// A tapped button's request goes to `send`, which hands it to the interactor: an alert button
    /// is a user event like any other, and starts the cycle again at the interactor.
    func presentAlert<Request>(_ alert: AlertDisplay<Request>, sending send: @escaping @MainActor (Request) -> Void) {
        let controller = AlertController(
            title: alert.title, message: alert.message,
            preferredStyle: alert.style == .alert ? .alert : .actionSheet)
        for button in alert.buttons {
            controller.addAction(
                AlertAction(title: button.title, style: Self.style(of: button.role)) { _ in
                    if let request = button.request { send(request) }
                })
        }
        topPresentedViewController.present(controller, animated: true)
    }

    /// Presents an alert whose buttons only close it.
    func presentAlert(_ alert: AlertDisplay<Never>) {
        presentAlert(alert) { _ in }
    }

    private static func style<Request>(of role: AlertDisplay<Request>.Button.Role) -> AlertAction.Style {
        switch role {
        case .default: .default
        case .cancel: .cancel
        case .destructive: .destructive
        }
    }
}
