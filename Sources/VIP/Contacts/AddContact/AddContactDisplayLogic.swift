/// What the New Contact presenter gives the view controller to show.
@MainActor
protocol AddContactDisplayLogic: AnyObject {
    /// The contact is saved: the view controller routes back to the list.
    func displaySavedContact(viewModel: CreateContact.DoneButtonTapped.ViewModel)
    func displayRefusal(viewModel: CreateContact.Refusal.ViewModel)
}
