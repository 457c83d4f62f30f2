import HeadlessUI

extension ViewController {
    /// Presents the alert a view model described over whatever this screen already shows, since a
    /// controller that is presenting refuses a second presentation. Each button runs the view
    /// model's closure; the view decides nothing about what a button means.
    func presentAlert(_ model: AlertViewModel) {
        let alert = AlertController(
            title: model.title, message: model.message,
            preferredStyle: model.style == .alert ? .alert : .actionSheet)
        for action in model.actions {
            alert.addAction(AlertAction(title: action.title, style: Self.style(of: action)) { _ in action.handler() })
        }
        topPresentedViewController.present(alert, animated: true)
    }

    private static func style(of action: AlertViewModel.Action) -> AlertAction.Style {
        switch action.style {
        case .default: .default
        case .cancel: .cancel
        case .destructive: .destructive
        }
    }
}
