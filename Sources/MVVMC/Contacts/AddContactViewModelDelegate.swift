/// What the New Contact view model tells its coordinator: that the form's work is over, its contact
/// saved or the form cancelled. Closing the screen is the coordinator's business.
@MainActor
protocol AddContactViewModelDelegate: AnyObject {
    func addContactFinished()
}
