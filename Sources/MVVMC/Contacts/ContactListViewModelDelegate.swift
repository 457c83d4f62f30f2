/// What the Contacts list's view model tells its coordinator: the way out of the screen. The view
/// model says what the user wants; which screen that is, and how it comes up, is the coordinator's.
@MainActor
protocol ContactListViewModelDelegate: AnyObject {
    /// The user asked to add a contact.
    func contactListWantsNewContact()
}
