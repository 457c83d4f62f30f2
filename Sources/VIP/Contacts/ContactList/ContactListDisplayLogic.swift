/// What the contacts presenter gives the view controller to show, one call per outcome.
@MainActor
protocol ContactListDisplayLogic: AnyObject {
    func displayContacts(viewModel: ContactList.LoadContacts.ViewModel)
    func displayLoadFailure(viewModel: ContactList.ShowLoadFailure.ViewModel)
    func displayImportProgress(viewModel: ContactList.ImportProgress.ViewModel)
    func displayImportedContacts(viewModel: ContactList.ImportContacts.ViewModel)
    func displayImportFailure(viewModel: ContactList.ImportFailure.ViewModel)
    /// Shows the list with one more row, by inserting that row.
    func displayAddedContact(viewModel: ContactList.ShowAddedContact.ViewModel)
}
