import HeadlessUI

/// The alert presentation every router shares: it builds an alert controller from a presenter's
/// `AlertDisplay` and hands a tapped button's choice back.
@MainActor
enum AlertRouter {
    /// Presents on the top of `viewController`'s presentation chain: a controller that already presents
    /// something refuses a second presentation, so an alert over an open modal screen goes on top of it.
    static func present<Choice>(
        _ alert: AlertDisplay<Choice>, over viewController: ViewController?,
        onChoice: @escaping @MainActor (Choice) -> Void
    ) {
        guard let viewController else { return }
        let controller = AlertController(
            title: alert.title, message: alert.message, preferredStyle: preferredStyle(of: alert.style))
        for button in alert.buttons {
            controller.addAction(
                AlertAction(title: button.title, style: style(of: button.role)) { _ in
                    if let choice = button.choice { onChoice(choice) }
                })
        }
        viewController.topPresentedViewController.present(controller, animated: true)
    }

    private static func preferredStyle(of style: AlertDisplay<some Equatable>.Style) -> AlertController.Style {
        switch style {
        case .alert: .alert
        case .actionSheet: .actionSheet
        }
    }

    private static func style(of role: AlertButtonDisplay<some Equatable>.Role) -> AlertAction.Style {
        switch role {
        case .default: .default
        case .cancel: .cancel
        case .destructive: .destructive
        }
    }
}
