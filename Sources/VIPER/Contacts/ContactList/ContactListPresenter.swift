import Models

/// Turns what happens on the contacts screen into use cases and navigation, and their answers into
/// what the screen shows and which alerts appear.
@MainActor
final class ContactListPresenter {
    weak var view: (any ContactListView)?
    let interactor: any ContactListInteractorInput
    let router: any ContactListRouting
    /// Guards against a second request while one is pending, besides the disabled button.
    var isImporting = false
    /// A load failure waits for the screen to appear: an alert cannot show before its screen does.
    var pendingLoadAlert: AlertDisplay<ContactListAlertChoice>?

    init(interactor: any ContactListInteractorInput, router: any ContactListRouting) {
        self.interactor = interactor
        self.router = router
    }

    func display(of book: ContactBook) -> ContactListDisplay {
        let rows = book.sortedContacts.map { ContactRowDisplay(name: $0.fullName, imageName: "contact-placeholder") }
        return ContactListDisplay(rows: rows, showsEmptyMessage: rows.isEmpty)
    }

    func startImport() {
        guard !isImporting else { return }
        isImporting = true
        view?.displayImporting(true)
        interactor.importContacts()
    }

    func stopImporting() {
        isImporting = false
        view?.displayImporting(false)
    }

    func showAlert(_ alert: AlertDisplay<ContactListAlertChoice>) {
        router.showAlert(alert) { [weak self] choice in
            switch choice {
            case .retryImport: self?.startImport()
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
        startImport()
    }
}

extension ContactListPresenter: ContactListInteractorOutput {
    func interactorDidLoad(_ book: ContactBook) {
        view?.display(display(of: book))
    }

    func interactorDidFailToLoad(_ error: StoreError) {
        view?.display(display(of: ContactBook()))
        pendingLoadAlert = .loadFailure(error, of: "contacts")
    }

    func interactorDidImport(_ result: ImportResult) {
        stopImporting()
        view?.display(display(of: result.book))
        showAlert(Self.importSummaryAlert(result))
    }

    func interactorDidFailToSaveImport(_ error: StoreError) {
        stopImporting()
        showAlert(Self.importSaveFailureAlert(error))
    }

    func interactorDidFailToImport(_ error: DirectoryError) {
        stopImporting()
        showAlert(Self.importFailureAlert(error))
    }
}

extension ContactListPresenter: AddContactModuleDelegate {
    func addContactModule(didAdd contact: Contact, to book: ContactBook) {
        view?.display(display(of: book), insertingRowAt: book.sortedIndex(of: contact) ?? 0)
    }
}
