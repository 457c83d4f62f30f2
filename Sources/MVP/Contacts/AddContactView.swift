/// What the New Contact presenter tells its screen. The fields keep their text by themselves, and the
/// screen puts the focus in the first name field itself when it appears.
@MainActor
protocol AddContactView: AnyObject {
    func showAlert(_ alert: AlertDisplay<Never>)
    /// Closes New Contact.
    func close()
}
