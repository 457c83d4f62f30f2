import Models

/// Turns what happens on the contacts screen into use cases and navigation, and the interactor's
/// answers into what the screen shows and which alerts appear. It keeps no contact and no import
/// state: the interactor owns both, and a row the table asks for is prepared from the contact the
/// interactor answers.
@MainActor
final class ContactListPresenter {
    weak var view: (any ContactListView)?
    let interactor: any ContactListInteractorInput
    let router: any ContactListRouting
    /// A load failure waits for the screen to appear: an alert cannot show before its screen does.
    private var pendingLoadAlert: AlertDisplay<ContactListAlertChoice>?

    init(interactor: any ContactListInteractorInput, router: any ContactListRouting) {
        self.interactor = interactor
        self.router = router
    }

    private func showAlert(_ alert: AlertDisplay<ContactListAlertChoice>) {
        router.showAlert(alert) { [weak self] choice in
            switch choice {
            case .retryImport: self?.interactor.importContacts()
            }
        }
    }
}

extension ContactListPresenter: ContactListPresenting {
    func viewDidLoad() {
        interactor.loadContacts()
    }

    func viewDidAppear() {
        guard let alert = pendingLoadAlert else { return }
        pendingLoadAlert = nil
        showAlert(alert)
    }

    func addButtonTapped() {
        router.presentAddContact(delegate: self)
    }

    func importButtonTapped() {
        interactor.importContacts()
    }

    func row(at index: Int) -> ContactRowDisplay {
        Self.row(for: interactor.contact(at: index))
    }
}

extension ContactListPresenter: ContactListInteractorOutput {
    func interactorDidLoad(contactCount: Int) {
        view?.display(Self.display(contactCount: contactCount))
    }

    func interactorDidFailToLoad(_ error: StoreError) {
        view?.display(Self.display(contactCount: 0))
        pendingLoadAlert = .loadFailure(error, of: "contacts")
    }

    func interactorDidStartImport() {
        view?.displayImporting(true)
    }

    func interactorDidImport(contactCount: Int, added: Int, skipped: Int) {
        view?.displayImporting(false)
        view?.display(Self.display(contactCount: contactCount))
        showAlert(Self.importSummaryAlert(added: added, skipped: skipped))
    }

    func interactorDidFailToSaveImport(_ error: StoreError) {
        view?.displayImporting(false)
        showAlert(Self.importSaveFailureAlert(error))
    }

    func interactorDidFailToImport(_ error: DirectoryError) {
        view?.displayImporting(false)
        showAlert(Self.importFailureAlert(error))
    }

    func interactorDidFindAddedContact(at row: Int, contactCount: Int) {
        view?.display(Self.display(contactCount: contactCount), insertingRowAt: row)
    }
}

extension ContactListPresenter: AddContactModuleDelegate {
    /// New Contact reports only that a contact was added; this module asks its own interactor for the
    /// list it now shows, as a presenter re-asks once a child module has finished.
    func addContactModuleDidAddContact(withID id: Int) {
        interactor.findAddedContact(id: id)
    }
}
