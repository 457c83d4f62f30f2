import Models

/// Turns what the contacts interactor hands over into view models: the rows, the import's progress
/// and every contacts alert. It never calls the interactor.
@MainActor
final class ContactListPresenter: ContactListPresentationLogic {
    weak var viewController: (any ContactListDisplayLogic)?

    init() {}

    func presentContacts(response: ListContacts.ViewDidLoad.Response) {
        viewController?.displayContacts(
            viewModel: ListContacts.ViewDidLoad.ViewModel(displayedList: Self.displayedList(of: response.contacts)))
    }

    func presentLoadFailure(response: ListContacts.ViewDidAppear.Response) {
        viewController?.displayLoadFailure(
            viewModel: ListContacts.ViewDidAppear.ViewModel(alert: .loadFailure(response.error, of: "contacts")))
    }

    /// While a request waits, Import is disabled and the activity indicator spins.
    func presentImportProgress(response: ListContacts.ImportProgress.Response) {
        viewController?.displayImportProgress(
            viewModel: ListContacts.ImportProgress.ViewModel(
                isImportButtonEnabled: !response.isImporting, isLoadingIndicatorAnimating: response.isImporting))
    }

    func presentImportedContacts(response: ListContacts.ImportButtonTapped.Response) {
        let contacts = response.added == 1 ? "1 contact" : "\(response.added) contacts"
        viewController?.displayImportedContacts(
            viewModel: ListContacts.ImportButtonTapped.ViewModel(
                displayedList: Self.displayedList(of: response.contacts),
                summary: .notice(title: "Import finished", message: "Added \(contacts), skipped \(response.skipped).")))
    }

    func presentImportFailure(response: ListContacts.ImportFailure.Response) {
        let alert: AlertDisplay<ContactListAlertChoice> =
            switch response.reason {
            case .directory(let error):
                AlertDisplay(
                    title: "Import failed", message: error.reason,
                    buttons: [
                        AlertDisplay.Button(title: "Cancel", role: .cancel),
                        AlertDisplay.Button(title: "Retry", choice: .retryImport),
                    ])
            case .notSaved(let error):
                .notice(title: "Could not save", message: "Your contacts were not saved: \(error.reason)")
            }
        viewController?.displayImportFailure(viewModel: ListContacts.ImportFailure.ViewModel(alert: alert))
    }

    func presentAddedContact(response: ListContacts.NewContactClosed.Response) {
        viewController?.displayAddedContact(
            viewModel: ListContacts.NewContactClosed.ViewModel(
                displayedList: Self.displayedList(of: response.contacts), insertedRow: response.row))
    }

    /// One row per contact, each made when the table asks for it.
    nonisolated static func displayedList(of contacts: [Contact]) -> ListContacts.DisplayedList {
        ListContacts.DisplayedList(
            contacts: contacts.indices.lazy.map {
                ListContacts.DisplayedContact(id: contacts[$0].id, nameText: contacts[$0].fullName)
            },
            showsEmptyMessage: contacts.isEmpty)
    }
}
