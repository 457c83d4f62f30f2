import Models

/// The Contacts screen's state and rules: the list and the import from the directory. It shows the
/// book its model controller announces, whoever changed it, and tells its coordinator when the user
/// wants New Contact.
@MainActor
final class ContactListViewModel {
    // MARK: Outputs

    @Output private(set) var rows = Rows.empty
    @Output private(set) var isEmptyLabelHidden = false
    @Output private(set) var isImportEnabled = true
    @Output private(set) var isLoading = false
    @Output private(set) var alert: AlertViewModel? = nil

    private let model: ContactBookModelController
    private let directory: any EmployeeDirectory
    private weak var delegate: (any ContactListViewModelDelegate)?
    /// Whether a request to the directory is pending; a second one must not start.
    private var isImportPending = false
    private var loadAlert = AlertViewModel.UntilFirstAppearance()

    init(
        model: ContactBookModelController, directory: any EmployeeDirectory,
        delegate: (any ContactListViewModelDelegate)?
    ) {
        self.model = model
        self.directory = directory
        self.delegate = delegate
        model.addObserver(self) { [weak self] change in self?.modelChanged(change) }
    }

    // MARK: Inputs

    func viewDidLoad() {
        do {
            try model.load()
        } catch {
            loadAlert.hold(.loadFailure(error, of: "contacts"))
        }
    }

    /// The load alert waits for the first appearance: the Contacts tab may load long after launch.
    func viewDidAppear() {
        if let loadFailure = loadAlert.screenAppeared() {
            _alert.show(loadFailure)
        }
    }

    func addButtonTapped() {
        delegate?.contactListWantsNewContact()
    }

    func importButtonTapped() {
        startImport()
    }

    // MARK: Model changes

    /// A refused new contact is New Contact's to report: that screen is still open.
    private func modelChanged(_ change: ContactBookModelController.Change) {
        switch change {
        case .reloaded:
            publishRows(.reloaded)
        case .inserted(let row):
            publishRows(.inserted(at: row))
        case .imported(let added, let skipped):
            publishRows(.reloaded)
            let contacts = added == 1 ? "1 contact" : "\(added) contacts"
            _alert.show(.notice(title: "Import finished", message: "Added \(contacts), skipped \(skipped)."))
        case .importNotSaved(let reason):
            _alert.show(.notice(title: "Could not save", message: "Your contacts were not saved: \(reason)"))
        case .contactNotSaved:
            return
        }
    }

    private func publishRows(_ change: Rows.Change) {
        rows = Rows(contacts: model.contacts, change: change)
        isEmptyLabelHidden = !model.contacts.isEmpty
    }

    // MARK: Import

    /// Asks the directory once; a tap while a request is pending does nothing, even if a view
    /// forgot to disable its button. The answer reaches this view model only while it exists.
    private func startImport() {
        guard !isImportPending else { return }
        isImportPending = true
        isImportEnabled = false
        isLoading = true
        directory.fetchEmployees { [weak self] result in
            self?.importAnswered(result)
        }
    }

    private func importAnswered(_ result: Result<[Employee], DirectoryError>) {
        isImportPending = false
        isLoading = false
        isImportEnabled = true
        switch result {
        case .success(let employees):
            model.importEmployees(employees)
        case .failure(let error):
            _alert.show(importFailedAlert(reason: error.reason))
        }
    }

    private func importFailedAlert(reason: String) -> AlertViewModel {
        AlertViewModel(
            title: "Import failed", message: reason,
            actions: [
                AlertViewModel.Action(title: "Cancel", style: .cancel),
                AlertViewModel.Action(title: "Retry") { [weak self] in self?.startImport() },
            ])
    }
}
