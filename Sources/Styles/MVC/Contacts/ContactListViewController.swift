import Foundation
import HeadlessUI
import Models

/// The Contacts screen. As every MVC screen here, the controller owns its views, is its table's data
/// source, asks the employee directory itself, presents New Contact, and updates its views when the
/// model controller announces a change, whoever made it.
final class ContactListViewController: ViewController {
    private let model: ContactBookModelController
    private let directory: any EmployeeDirectory
    /// Whether a request to the directory is pending; a second one must not start.
    private var isImporting = false
    /// Heard when the controller starts observing, kept until the screen is on screen, where an
    /// alert can be shown.
    private var pendingLoadFailure: StoreError?

    private let tableView = TableView()
    private let emptyLabel = Label(identifier: "contacts.empty")
    private let loadingIndicator = ActivityIndicatorView()
    private let addButton = BarButtonItem(title: "Add")
    private let importButton = BarButtonItem(title: "Import")

    init(model: ContactBookModelController, directory: any EmployeeDirectory) {
        self.model = model
        self.directory = directory
        super.init()
        title = "Contacts"
        addButton.accessibilityIdentifier = "contacts.addButton"
        addButton.primaryAction = Action { [weak self] _ in self?.addTapped() }
        navigationItem.rightBarButtonItem = addButton
        importButton.accessibilityIdentifier = "contacts.importButton"
        importButton.primaryAction = Action { [weak self] _ in self?.startImport() }
        navigationItem.leftBarButtonItem = importButton
    }

    // MARK: Lifecycle

    override func loadView() {
        let root = View()
        tableView.accessibilityIdentifier = "contacts.list"
        tableView.register(ContactCell.self, forCellReuseIdentifier: ContactCell.reuseIdentifier)
        tableView.dataSource = self
        emptyLabel.text = "No contacts"
        loadingIndicator.accessibilityIdentifier = "contacts.loading"
        for subview in [tableView, emptyLabel, loadingIndicator] as [View] {
            root.addSubview(subview)
        }
        setView(root)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        model.addObserver(self) { [weak self] change in self?.modelChanged(change) }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard let failure = pendingLoadFailure else { return }
        pendingLoadFailure = nil
        presentAlert(Self.loadFailureAlert(failure, of: "contacts"))
    }

    // MARK: Model changes

    /// A refused new contact is New Contact's to report: that screen is still open.
    private func modelChanged(_ change: ContactBookModelController.Change) {
        switch change {
        case .reloaded:
            reloadTable()
        case .loadFailed(let error):
            pendingLoadFailure = error
        case .inserted(let row):
            // One row appears: an insertion at its sorted place, not a reload.
            tableView.insertRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
            emptyLabel.isHidden = true
        case .imported(let added, let skipped):
            reloadTable()
            let contacts = added == 1 ? "1 contact" : "\(added) contacts"
            presentAlert(Self.noticeAlert(title: "Import finished", message: "Added \(contacts), skipped \(skipped)."))
        case .importNotSaved(let reason):
            presentAlert(Self.noticeAlert(title: "Could not save", message: "Your contacts were not saved: \(reason)"))
        case .contactNotSaved:
            return
        }
    }

    private func reloadTable() {
        tableView.reloadData()
        emptyLabel.isHidden = !model.contacts.isEmpty
    }

    // MARK: New Contact

    private func addTapped() {
        present(NavigationController(rootViewController: AddContactViewController(model: model)), animated: true)
    }

    // MARK: Import

    /// What "Import" and "Retry" do. The flag guards against a second request even if a tap slips
    /// past the disabled button.
    private func startImport() {
        guard !isImporting else { return }
        isImporting = true
        importButton.isEnabled = false
        loadingIndicator.startAnimating()
        // Weak: an answer that arrives after the screen is gone must find nothing to update.
        directory.fetchEmployees { [weak self] result in
            self?.importAnswered(result)
        }
    }

    private func importAnswered(_ result: Result<[Employee], DirectoryError>) {
        isImporting = false
        importButton.isEnabled = true
        loadingIndicator.stopAnimating()
        switch result {
        case .success(let employees):
            model.importEmployees(employees)
        case .failure(let error):
            presentImportFailure(error)
        }
    }

    private func presentImportFailure(_ error: DirectoryError) {
        let alert = AlertController(title: "Import failed", message: error.reason, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Retry", style: .default) { [weak self] _ in self?.startImport() })
        presentAlert(alert)
    }
}

// MARK: - Table

extension ContactListViewController: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        model.contacts.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ContactCell.reuseIdentifier, for: indexPath)
        (cell as? ContactCell)?.configure(nameText: model.contacts[indexPath.row].fullName)
        return cell
    }
}
