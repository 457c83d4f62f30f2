/// What the New Contact presenter tells its screen. The fields keep their text by themselves.
@MainActor
protocol AddContactView: AnyObject {
    func focusFirstNameField()
    func showAlert(_ alert: AlertDisplay<Never>)
    /// Closes New Contact.
    func close()
}
