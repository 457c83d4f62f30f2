/// What happens on the New Contact screen, as its view reports it to the presenter.
@MainActor
protocol AddContactPresenting: AnyObject {
    /// The first name field's text, as it is typed.
    func firstNameChanged(_ text: String)
    /// The last name field's text, as it is typed.
    func lastNameChanged(_ text: String)
    func doneButtonTapped()
    func cancelButtonTapped()
}
