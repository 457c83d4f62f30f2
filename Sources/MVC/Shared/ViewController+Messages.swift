import HeadlessUI

extension ViewController {
    /// An alert with one button that only dismisses it.
    func presentMessage(title: String, message: String, buttonTitle: String = "OK") {
        let alert = AlertController(title: title, message: message, preferredStyle: .alert)
        alert.addAction(AlertAction(title: buttonTitle, style: .default))
        presentOnTop(alert)
    }

    /// Presents over whatever is on screen: a controller that is already presenting refuses another
    /// presentation, and an import may answer while New Contact is open.
    func presentOnTop(_ alert: AlertController) {
        topPresentedViewController.present(alert, animated: true)
    }
}
