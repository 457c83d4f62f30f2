import Models
import Observation

/// The Contacts screen's state and rules: the list, the import from the directory, and the way to
/// New Contact. It shows the book of its model controller, whoever changed it.
@MainActor
@Observable
final class ContactListViewModel {
    typealias Alert = AlertViewModel<ContactListAlertChoice>

    // MARK: State

    /// Whether a request to the directory is pending: the spinner turns and "Import" is disabled.
    private(set) var isLoading = false
    /// The alert on screen; nil once it is closed.
    private(set) var alert: Alert?
    /// New Contact's view model while that screen is presented; nil once it is closed.
    private(set) var newContact: AddContactViewModel?

    /// Read from the model controller, so the view re-renders whenever the book changes.
    var rows: Rows {
        Rows(contacts: model.contacts)
    }

    var isEmptyLabelHidden: Bool {
        !model.contacts.isEmpty
    }

    var isImportEnabled: Bool {
        !isLoading
    }

    @ObservationIgnored private let model: ContactBookModelController
    @ObservationIgnored private let directory: any EmployeeDirectory
    /// A load that failed waits for the screen's first appearance: the Contacts tab may be shown long
    /// after launch, and an alert needs a screen on display.
    @ObservationIgnored private var pendingLoadFailure: StoreError?

    init(model: ContactBookModelController, directory: any EmployeeDirectory) {
        self.model = model
        self.directory = directory
        do {
            try model.load()
        } catch {
            pendingLoadFailure = error
        }
    }

    // MARK: Intents

    func onAppear() {
        guard let failure = pendingLoadFailure else { return }
        pendingLoadFailure = nil
        alert = .loadFailure(failure, of: "contacts")
    }

    /// New Contact adds through the same model controller, so the list shows the new contact; it
    /// says when its work is over, and the sheet closes.
    func addButtonTapped() {
        newContact = AddContactViewModel(model: model) { [weak self] in self?.newContact = nil }
    }

    /// The sheet went away without New Contact asking (an empty form swiped down).
    func newContactDismissed() {
        newContact = nil
    }

    func importButtonTapped() {
        startImport()
    }

    func alertButtonTapped(_ choice: ContactListAlertChoice) {
        switch choice {
        case .retryImport: startImport()
        }
    }

    /// Any button closes the alert, before its choice (if it has one) arrives.
    func alertDismissed() {
        alert = nil
    }

    // MARK: Import

    /// Asks the directory once; a tap while a request is pending does nothing, even if a view
    /// forgot to disable its button. The answer reaches this view model only while it exists.
    private func startImport() {
        guard !isLoading else { return }
        isLoading = true
        directory.fetchEmployees { [weak self] result in
            self?.importAnswered(result)
        }
    }

    private func importAnswered(_ result: Result<[Employee], DirectoryError>) {
        isLoading = false
        switch result {
        case .success(let employees):
            merge(employees)
        case .failure(let error):
            alert = Alert(
                title: "Import failed", message: error.reason,
                buttons: [.init(title: "Cancel", role: .cancel), .init(title: "Retry", choice: .retryImport)])
        }
    }

    private func merge(_ employees: [Employee]) {
        do {
            let summary = try model.importEmployees(employees)
            let contacts = summary.added == 1 ? "1 contact" : "\(summary.added) contacts"
            alert = .notice(title: "Import finished", message: "Added \(contacts), skipped \(summary.skipped).")
        } catch {
            alert = .notice(title: "Could not save", message: "Your contacts were not saved: \(error.reason)")
        }
    }
}
