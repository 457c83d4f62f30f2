/// What the New Contact presenter tells its screen. The fields keep their text by themselves, and the
/// screen puts the focus in the first name field itself when it appears.
@MainActor
protocol AddContactView: AnyObject {
    func showAlert(_ alert: AlertDisplay<AddContactAlertChoice>)
    /// Whether a swipe down must be refused (and reported) instead of closing the sheet.
    func setModalInPresentation(_ isModal: Bool)
    /// Closes New Contact.
    func close()
}
