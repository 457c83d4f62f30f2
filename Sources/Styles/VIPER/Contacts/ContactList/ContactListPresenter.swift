import Models

/// Turns what happens on the contacts screen into use cases and navigation, and the interactor's
/// answers into what the screen shows and which alerts appear. It keeps no contact and no import
/// state: the interactor owns both and hands over the whole saved list with every answer.
@MainActor
final class ContactListPresenter {
    weak var view: (any ContactListView)?
    let interactor: any ContactListInteractorInput
    let router: any ContactListRouting
    /// A load failure waits for the screen to appear: an alert cannot show before its screen does.
    private var pendingLoadFailure: StoreError?

    init(interactor: any ContactListInteractorInput, router: any ContactListRouting) {
        self.interactor = interactor
        self.router = router
    }
}

extension ContactListPresenter: ContactListPresenting {
    func viewDidLoad() {
        interactor.loadContacts()
    }

    func viewDidAppear() {
        guard let error = pendingLoadFailure else { return }
        pendingLoadFailure = nil
        view?.showAlert(.loadFailure(error, of: "contacts"))
    }

    func addButtonTapped() {
        router.presentAddContact(delegate: self)
    }

    func importButtonTapped() {
        interactor.importContacts()
    }

    func alertButtonTapped(_ choice: ContactListAlertChoice) {
        switch choice {
        case .retryImport: interactor.importContacts()
        }
    }
}

extension ContactListPresenter: ContactListInteractorOutput {
    func interactorDidLoad(_ contacts: [ContactListItem]) {
        view?.display(Self.display(of: contacts))
    }

    func interactorDidFailToLoad(_ error: StoreError, contacts: [ContactListItem]) {
        view?.display(Self.display(of: contacts))
        pendingLoadFailure = error
    }

    func interactorDidStartImport() {
        view?.displayImporting(true)
    }

    func interactorDidImport(_ contacts: [ContactListItem], added: Int, skipped: Int) {
        view?.displayImporting(false)
        view?.display(Self.display(of: contacts))
        view?.showAlert(Self.importSummaryAlert(added: added, skipped: skipped))
    }

    func interactorDidFailToSaveImport(_ error: StoreError) {
        view?.displayImporting(false)
        view?.showAlert(Self.importSaveFailureAlert(error))
    }

    func interactorDidFailToImport(_ error: DirectoryError) {
        view?.displayImporting(false)
        view?.showAlert(Self.importFailureAlert(error))
    }

    func interactorDidFindAddedContact(_ contacts: [ContactListItem], at row: Int) {
        view?.display(Self.display(of: contacts), insertingRowAt: row)
    }
}

extension ContactListPresenter: AddContactModuleDelegate {
    /// New Contact reports only that a contact was added; this module asks its own interactor for the
    /// list it now shows, as a presenter re-asks once a child module has finished.
    func addContactModuleDidAddContact(withID id: Int) {
        interactor.findAddedContact(id: id)
    }
}
