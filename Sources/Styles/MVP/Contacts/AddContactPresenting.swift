/// What the New Contact screen reports to its presenter: the names as they are typed, its two buttons,
/// the user's swipes down on its sheet, and the choice of a tapped alert button.
@MainActor
protocol AddContactPresenting: AnyObject {
    func firstNameChanged(_ text: String)
    func lastNameChanged(_ text: String)
    func doneButtonTapped()
    func cancelButtonTapped()
    /// The user swiped the sheet down and it stayed, because the screen is modal in presentation.
    func swipeDownRefused()
    /// The user swiped the sheet down and it closed: the screen is already gone.
    func swipedDown()
    func alertButtonTapped(_ choice: AddContactAlertChoice)
}
