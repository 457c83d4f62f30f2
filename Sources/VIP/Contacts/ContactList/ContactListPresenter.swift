import Models

/// Turns what the contacts interactor hands over into view models: the rows, the import's progress
/// and every contacts alert. It never calls the interactor.
@MainActor
final class ContactListPresenter: ContactListPresentationLogic {
    weak var viewController: (any ContactListDisplayLogic)?

    init() {}

    func presentContacts(response: ContactList.LoadContacts.Response) {
        viewController?.displayContacts(
            viewModel: ContactList.LoadContacts.ViewModel(displayedList: Self.displayedList(of: response.contacts)))
    }

    func presentLoadFailure(response: ContactList.ShowLoadFailure.Response) {
        viewController?.displayLoadFailure(
            viewModel: ContactList.ShowLoadFailure.ViewModel(alert: .loadFailure(response.error, of: "contacts")))
    }

    /// While a request waits, Import is disabled and the activity indicator spins.
    func presentImportProgress(response: ContactList.ImportProgress.Response) {
        viewController?.displayImportProgress(
            viewModel: ContactList.ImportProgress.ViewModel(
                isImportButtonEnabled: !response.isImporting, isLoadingIndicatorAnimating: response.isImporting))
    }

    func presentImportedContacts(response: ContactList.ImportContacts.Response) {
        let contacts = response.added == 1 ? "1 contact" : "\(response.added) contacts"
        viewController?.displayImportedContacts(
            viewModel: ContactList.ImportContacts.ViewModel(
                displayedList: Self.displayedList(of: response.contacts),
                summary: .notice(title: "Import finished", message: "Added \(contacts), skipped \(response.skipped).")))
    }

    func presentImportFailure(response: ContactList.ImportFailure.Response) {
        let alert: AlertDisplay<ContactList.ImportContacts.Request> =
            switch response.reason {
            case .directory(let error):
                AlertDisplay(
                    title: "Import failed", message: error.reason,
                    buttons: [
                        AlertDisplay.Button(title: "Cancel", role: .cancel),
                        AlertDisplay.Button(title: "Retry", request: ContactList.ImportContacts.Request()),
                    ])
            case .notSaved(let error):
                .notice(title: "Could not save", message: "Your contacts were not saved: \(error.reason)")
            }
        viewController?.displayImportFailure(viewModel: ContactList.ImportFailure.ViewModel(alert: alert))
    }

    func presentAddedContact(response: ContactList.ShowAddedContact.Response) {
        viewController?.displayAddedContact(
            viewModel: ContactList.ShowAddedContact.ViewModel(
                displayedList: Self.displayedList(of: response.contacts), insertedRow: response.row))
    }

    /// One row per contact, with the placeholder picture, each made when the table asks for it.
    nonisolated static func displayedList(of contacts: [Contact]) -> ContactList.DisplayedList {
        ContactList.DisplayedList(
            contacts: contacts.indices.lazy.map {
                ContactList.DisplayedContact(name: contacts[$0].fullName, imageName: "contact-placeholder")
            },
            showsEmptyMessage: contacts.isEmpty)
    }
}
