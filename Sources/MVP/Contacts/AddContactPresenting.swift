/// What the New Contact screen reports to its presenter: the names as they are typed, and its two
/// buttons.
@MainActor
protocol AddContactPresenting: AnyObject {
    func firstNameChanged(_ text: String)
    func lastNameChanged(_ text: String)
    func doneButtonTapped()
    func cancelButtonTapped()
}
