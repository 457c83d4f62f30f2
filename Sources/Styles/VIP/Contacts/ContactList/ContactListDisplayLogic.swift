/// What the contacts presenter gives the view controller to show, one call per outcome.
@MainActor
protocol ContactListDisplayLogic: AnyObject {
    func displayContacts(viewModel: ListContacts.ViewDidLoad.ViewModel)
    func displayLoadFailure(viewModel: ListContacts.ViewDidAppear.ViewModel)
    func displayImportProgress(viewModel: ListContacts.ImportProgress.ViewModel)
    func displayImportedContacts(viewModel: ListContacts.ImportButtonTapped.ViewModel)
    func displayImportFailure(viewModel: ListContacts.ImportFailure.ViewModel)
    /// Shows the list with one more row, by inserting that row.
    func displayAddedContact(viewModel: ListContacts.NewContactClosed.ViewModel)
}
