import HeadlessUI
import Models

extension ViewController {
    /// An alert with one button that only dismisses it.
    func presentMessage(title: String, message: String, buttonTitle: String = "OK") {
        let alert = AlertController(title: title, message: message, preferredStyle: .alert)
        alert.addAction(AlertAction(title: buttonTitle, style: .default))
        presentOnTop(alert)
    }

    /// The alert for stored data that could not be read when the screen loaded; `subject` names what
    /// was stored ("tasks", "contacts").
    func presentLoadFailure(_ error: StoreError, of subject: String) {
        let message =
            switch error {
            case .unreadable(let keptAs): "Your saved \(subject) could not be read and were kept in \(keptAs)."
            default: "Your saved \(subject) could not be read: \(error.reason)."
            }
        presentMessage(title: "Could not load \(subject)", message: message)
    }

    /// Presents over whatever is on screen: a controller that is already presenting refuses another
    /// presentation, and an import may answer while New Contact is open.
    func presentOnTop(_ alert: AlertController) {
        topPresentedViewController.present(alert, animated: true)
    }
}
