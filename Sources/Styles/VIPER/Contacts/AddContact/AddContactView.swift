/// What the New Contact presenter can ask of its screen. The fields keep their text by themselves.
@MainActor
protocol AddContactView: AnyObject {
    /// While modal in presentation the sheet cannot be swiped down: a swipe comes back as
    /// `swipeDownRefused()`.
    func displayModalInPresentation(_ isModal: Bool)
    /// Shows `alert`; a tapped button's choice comes back as `alertButtonTapped(_:)`.
    func showAlert(_ alert: AlertDisplay<AddContactAlertChoice>)
}
