/// What happens on the New Contact screen, as its view reports it to the presenter.
@MainActor
protocol AddContactPresenting: AnyObject {
    /// The first name field's text, as it is typed.
    func firstNameChanged(_ text: String)
    /// The last name field's text, as it is typed.
    func lastNameChanged(_ text: String)
    func doneButtonTapped()
    func cancelButtonTapped()
    /// The user swiped the sheet down and it stayed, because the screen is modal in presentation.
    func swipeDownRefused()
    /// The user swiped the sheet down and it closed.
    func swipedDown()
    /// A button of an alert the presenter asked for was tapped, and it carries a choice.
    func alertButtonTapped(_ choice: AddContactAlertChoice)
}
