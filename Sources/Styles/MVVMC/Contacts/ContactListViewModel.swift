import Models

/// The Contacts screen's state and rules: the list, the import from the directory, and the way to
/// New Contact. It shows the book its model controller announces, whoever changed it.
@MainActor
final class ContactListViewModel: ContactListViewModelType, ContactListViewModelInputs, ContactListViewModelOutputs {
    var inputs: any ContactListViewModelInputs { self }
    var outputs: any ContactListViewModelOutputs { self }

    // MARK: Outputs

    var rows: Property<Rows> { rowsValue.property }
    var isEmptyLabelHidden: Property<Bool> { isEmptyLabelHiddenValue.property }
    var isImportEnabled: Property<Bool> { isImportEnabledValue.property }
    var isLoading: Property<Bool> { isLoadingValue.property }
    var showAlert: Signal<AlertViewModel<ContactListAlertChoice>> { alertPipe.signal }
    var showNewContact: Signal<any AddContactViewModelType> { newContactPipe.signal }

    private let rowsValue = MutableProperty(Rows.empty)
    private let isEmptyLabelHiddenValue = MutableProperty(false)
    private let isImportEnabledValue = MutableProperty(true)
    private let isLoadingValue = MutableProperty(false)
    private let alertPipe = SignalPipe<AlertViewModel<ContactListAlertChoice>>()
    private let newContactPipe = SignalPipe<any AddContactViewModelType>()

    // MARK: State

    private let model: ContactBookModelController
    private let directory: any EmployeeDirectory
    /// Whether a request to the directory is pending; a second one must not start.
    private var isImportPending = false
    /// A load that failed waits for the screen's first appearance: the Contacts tab may load long
    /// after launch, and an alert needs a screen on display.
    private var pendingLoadFailure: StoreError?

    init(model: ContactBookModelController, directory: any EmployeeDirectory) {
        self.model = model
        self.directory = directory
        model.addObserver(self) { [weak self] change in self?.modelChanged(change) }
    }

    // MARK: Inputs

    func viewDidLoad() {
        do {
            try model.load()
        } catch {
            pendingLoadFailure = error
        }
    }

    func viewDidAppear() {
        guard let failure = pendingLoadFailure else { return }
        pendingLoadFailure = nil
        alertPipe.send(.loadFailure(failure, of: "contacts"))
    }

    /// New Contact adds through the same model controller, so the list hears of the new contact.
    func addButtonTapped() {
        newContactPipe.send(AddContactViewModel(model: model))
    }

    func importButtonTapped() {
        startImport()
    }

    func alertButtonTapped(_ choice: ContactListAlertChoice) {
        switch choice {
        case .retryImport: startImport()
        }
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
            alertPipe.send(.notice(title: "Import finished", message: "Added \(contacts), skipped \(skipped)."))
        case .importNotSaved(let reason):
            alertPipe.send(.notice(title: "Could not save", message: "Your contacts were not saved: \(reason)"))
        case .contactNotSaved:
            return
        }
    }

    private func publishRows(_ change: Rows.Change) {
        rowsValue.value = Rows(contacts: model.contacts, change: change)
        isEmptyLabelHiddenValue.value = !model.contacts.isEmpty
    }

    // MARK: Import

    /// Asks the directory once; a tap while a request is pending does nothing, even if a view
    /// forgot to disable its button. The answer reaches this view model only while it exists.
    private func startImport() {
        guard !isImportPending else { return }
        isImportPending = true
        isImportEnabledValue.value = false
        isLoadingValue.value = true
        directory.fetchEmployees { [weak self] result in
            self?.importAnswered(result)
        }
    }

    private func importAnswered(_ result: Result<[Employee], DirectoryError>) {
        isImportPending = false
        isLoadingValue.value = false
        isImportEnabledValue.value = true
        switch result {
        case .success(let employees):
            model.importEmployees(employees)
        case .failure(let error):
            alertPipe.send(
                AlertViewModel(
                    title: "Import failed", message: error.reason,
                    buttons: [.init(title: "Cancel", role: .cancel), .init(title: "Retry", choice: .retryImport)]))
        }
    }
}
