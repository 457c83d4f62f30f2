import HeadlessUI
import Models

extension ViewController {
    /// Presents `alert` over whatever is on screen: a controller that is already presenting refuses
    /// another presentation, and an import may answer while New Contact is open.
    func presentAlert(_ alert: AlertController) {
        topPresentedViewController.present(alert, animated: true)
    }

    /// An alert whose one button only closes it.
    static func noticeAlert(title: String, message: String, button: String = "OK") -> AlertController {
        let alert = AlertController(title: title, message: message, preferredStyle: .alert)
        alert.addAction(AlertAction(title: button, style: .default))
        return alert
    }

    /// The alert for stored data that could not be read when the model controller loaded; `subject`
    /// names what was stored ("tasks", "contacts").
    static func loadFailureAlert(_ error: StoreError, of subject: String) -> AlertController {
        let message =
            switch error {
            case .unreadable(let keptAs): "Your saved \(subject) could not be read and were kept in \(keptAs)."
            default: "Your saved \(subject) could not be read: \(error.reason)."
            }
        return noticeAlert(title: "Could not load \(subject)", message: message)
    }
}
