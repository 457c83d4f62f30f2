import HeadlessUI

extension ViewController {
    /// Presents an alert the view shows, over whatever this screen already presents (a controller
    /// that is presenting refuses a second presentation, and an import may answer while New Contact
    /// is open). A tapped button's choice, the message it sends, goes to `onChoice`.
    func presentAlert<Message>(_ alert: AlertState<Message>, onChoice: @escaping @MainActor (Message) -> Void) {
        let controller = AlertController(
            title: alert.title, message: alert.message, preferredStyle: alert.style == .alert ? .alert : .actionSheet)
        for button in alert.buttons {
            controller.addAction(
                AlertAction(title: button.title, style: Self.style(of: button.role)) { _ in
                    onChoice(button.choice)
                })
        }
        topPresentedViewController.present(controller, animated: true)
    }

    private static func style<Message>(of role: AlertState<Message>.Button.Role) -> AlertAction.Style {
        switch role {
        case .default: .default
        case .cancel: .cancel
        case .destructive: .destructive
        }
    }
}
