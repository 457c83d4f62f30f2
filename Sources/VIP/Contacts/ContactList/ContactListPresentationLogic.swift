/// What the contacts interactor hands the presenter to format, one call per outcome.
@MainActor
protocol ContactListPresentationLogic: AnyObject {
    func presentContacts(response: ContactList.LoadContacts.Response)
    func presentLoadFailure(response: ContactList.ShowLoadFailure.Response)
    func presentImportProgress(response: ContactList.ImportProgress.Response)
    func presentImportedContacts(response: ContactList.ImportContacts.Response)
    func presentImportFailure(response: ContactList.ImportFailure.Response)
    func presentAddedContact(response: ContactList.ShowAddedContact.Response)
}
