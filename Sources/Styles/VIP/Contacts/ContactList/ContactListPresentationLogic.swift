/// What the contacts interactor hands the presenter to format, one call per outcome.
@MainActor
protocol ContactListPresentationLogic: AnyObject {
    func presentContacts(response: ListContacts.ViewDidLoad.Response)
    func presentLoadFailure(response: ListContacts.ViewDidAppear.Response)
    func presentImportProgress(response: ListContacts.ImportProgress.Response)
    func presentImportedContacts(response: ListContacts.ImportButtonTapped.Response)
    func presentImportFailure(response: ListContacts.ImportFailure.Response)
    func presentAddedContact(response: ListContacts.NewContactClosed.Response)
}
