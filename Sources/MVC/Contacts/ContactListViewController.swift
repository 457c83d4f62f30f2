import Foundation
import HeadlessUI
import Models

/// The Contacts screen. As in every MVC screen here, the controller owns its views, keeps the book
/// as last saved, talks to the store and the employee directory itself, presents the New Contact
/// screen and every alert. Its extensions only split the file by concern.
final class ContactListViewController: ViewController {
    private let store: any ContactStore
    let directory: any EmployeeDirectory
    /// Builds a fresh New Contact screen each time "Add" is tapped; the composition root decides how.
    let makeAddContactViewController: @MainActor () -> AddContactViewController

    /// The book as last loaded or saved: the screen never shows a change the store refused.
    private(set) var book = ContactBook()
    /// `book` in display order; row N of the table is `contacts[N]`.
    private(set) var contacts: [Contact] = []
    var isImporting = false
    private var pendingLoadError: StoreError?

    let tableView = TableView()
    private let emptyLabel = Label(identifier: "contacts.empty")
    let loadingIndicator = ActivityIndicatorView()
    private let addButton = BarButtonItem(title: "Add")
    let importButton = BarButtonItem(title: "Import")

    init(
        store: any ContactStore, directory: any EmployeeDirectory,
        makeAddContactViewController: @escaping @MainActor () -> AddContactViewController
    ) {
        self.store = store
        self.directory = directory
        self.makeAddContactViewController = makeAddContactViewController
        super.init()
        title = "Contacts"
    }

    // MARK: Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        configureViews()
        do {
            book = try store.load()
        } catch {
            pendingLoadError = error
        }
        contacts = book.sortedContacts
        reloadTable()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard let error = pendingLoadError else { return }
        pendingLoadError = nil
        presentLoadFailure(error, of: "contacts")
    }

    private func configureViews() {
        addButton.accessibilityIdentifier = "contacts.addButton"
        addButton.primaryAction = Action { [weak self] _ in self?.presentAddContact() }
        navigationItem.rightBarButtonItem = addButton
        importButton.accessibilityIdentifier = "contacts.importButton"
        importButton.primaryAction = Action { [weak self] _ in self?.startImport() }
        navigationItem.leftBarButtonItem = importButton
        tableView.accessibilityIdentifier = "contacts.list"
        tableView.register(ContactCell.self, forCellReuseIdentifier: ContactCell.reuseIdentifier)
        tableView.dataSource = self
        emptyLabel.text = "No contacts"
        loadingIndicator.accessibilityIdentifier = "contacts.loading"
        for subview in [tableView, emptyLabel, loadingIndicator] as [View] {
            view.addSubview(subview)
        }
    }

    // MARK: Saving and showing

    /// Saves `newBook` and adopts it, leaving the table to the caller: an import reloads it, a new
    /// contact is inserted. When the store refuses, the last saved book stays and an alert says why.
    func save(_ newBook: ContactBook, failureMessage: String) -> Bool {
        do {
            try store.save(newBook)
        } catch {
            presentMessage(title: "Could not save", message: "\(failureMessage): \(error.reason)")
            return false
        }
        book = newBook
        contacts = book.sortedContacts
        return true
    }

    func reloadTable() {
        tableView.reloadData()
        updateEmptyLabel()
    }

    func updateEmptyLabel() {
        emptyLabel.isHidden = !contacts.isEmpty
    }
}
