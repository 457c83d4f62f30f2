import Models

extension AlertState {
    /// The alert for stored data that could not be read when the screen loaded; `subject` names what
    /// was stored ("tasks", "contacts").
    static func loadFailure(_ error: StoreError, of subject: String) -> AlertState {
        let message =
            switch error {
            case .unreadable(let keptAs): "Your saved \(subject) could not be read and were kept in \(keptAs)."
            default: "Your saved \(subject) could not be read: \(error.reason)."
            }
        return .notice(title: "Could not load \(subject)", message: message)
    }
}
