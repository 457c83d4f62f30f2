/// What the New Contact presenter gives the view controller to show.
@MainActor
protocol AddContactDisplayLogic: AnyObject {
    /// Whether a swipe down may close the sheet or must ask first.
    func displayUnsavedChanges(viewModel: CreateContact.UnsavedChanges.ViewModel)
    /// The contact is saved: the view controller routes back to the list.
    func displaySavedContact(viewModel: CreateContact.DoneButtonTapped.ViewModel)
    func displayDiscardConfirmation(viewModel: CreateContact.SwipeDownRefused.ViewModel)
    /// The screen is left without a contact: the view controller routes back to the list, as Cancel does.
    func displayDismissal(viewModel: CreateContact.Dismissal.ViewModel)
    func displayRefusal(viewModel: CreateContact.Refusal.ViewModel)
}
