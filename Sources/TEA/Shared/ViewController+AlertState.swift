import HeadlessUI

extension ViewController {
    /// Presents an alert the state holds, over whatever this screen already shows (a controller that
    /// is presenting refuses a second presentation, and an import may answer while New Contact is
    /// open). Each button sends its message through `send`; the view decides nothing about it.
    func present<Action>(_ alert: AlertState<Action>, send: @escaping @MainActor (Action) -> Void) {
        let controller = AlertController(
            title: alert.title, message: alert.message, preferredStyle: alert.style == .alert ? .alert : .actionSheet)
        for button in alert.buttons {
            controller.addAction(
                AlertAction(title: button.title, style: Self.style(of: button.role)) { _ in
                    send(button.action)
                })
        }
        topPresentedViewController.present(controller, animated: true)
    }

    private static func style<Action>(of role: AlertState<Action>.Button.Role) -> AlertAction.Style {
        switch role {
        case .default: .default
        case .cancel: .cancel
        case .destructive: .destructive
        }
    }
}
