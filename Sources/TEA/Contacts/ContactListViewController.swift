import Foundation
import HeadlessUI
import Models

/// The Contacts screen: a function of `ContactListState`, kept up to date. It subscribes to its
/// driver, changes only the views whose part of the state changed since the last render, presents
/// and dismisses New Contact as the state says, and turns what the user does into messages.
final class ContactListViewController: ViewController {
    private let driver: Driver<ContactListState, ContactListMessage, ContactListEffect>
    /// The state last rendered: what the table's rows come from, and what the next render is compared with.
    private var shown: ContactListState?
    /// The New Contact form on screen, if any; its presentation owns it.
    private weak var newContactScreen: AddContactViewController?

    private let tableView = TableView()
    private let emptyLabel = Label(identifier: "contacts.empty")
    private let loadingIndicator = ActivityIndicatorView()
    private let addButton = BarButtonItem(title: "Add")
    private let importButton = BarButtonItem(title: "Import")

    init(driver: Driver<ContactListState, ContactListMessage, ContactListEffect>) {
        self.driver = driver
        super.init()
        title = "Contacts"
        addButton.accessibilityIdentifier = "contacts.addButton"
        addButton.primaryAction = Action { [weak self] _ in self?.driver.send(.addButtonTapped) }
        navigationItem.rightBarButtonItem = addButton
        importButton.accessibilityIdentifier = "contacts.importButton"
        importButton.primaryAction = Action { [weak self] _ in self?.driver.send(.importButtonTapped) }
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
        driver.subscribe { [weak self] state in self?.render(state) }
        driver.send(.viewLoaded)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        driver.send(.viewAppeared)
    }

    // MARK: Rendering

    private func render(_ state: ContactListState) {
        let previous = shown
        shown = state
        if state.bookRevision != previous?.bookRevision {
            showRows(of: state, previousRevision: previous?.bookRevision)
        }
        if state.isImporting != previous?.isImporting {
            importButton.isEnabled = !state.isImporting
            if state.isImporting { loadingIndicator.startAnimating() } else { loadingIndicator.stopAnimating() }
        }
        renderNewContact(state.newContact)
        if state.alert != previous?.alert, let alert = state.alert {
            present(alert) { [weak driver] in driver?.send($0) }
        }
    }

    /// One new contact is inserted at its row, as the table expects; any other change reloads.
    private func showRows(of state: ContactListState, previousRevision: Int?) {
        if let row = state.insertedRow, let previousRevision, state.bookRevision == previousRevision + 1 {
            tableView.insertRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
        } else {
            tableView.reloadData()
        }
        emptyLabel.isHidden = !state.book.contacts.isEmpty
    }

    /// Presents New Contact when the state gets a form, hands it the form, and dismisses it when the
    /// form leaves the state.
    private func renderNewContact(_ form: AddContactState?) {
        if let form {
            let screen = newContactScreen ?? presentNewContact()
            screen.render(form)
        } else if let screen = newContactScreen {
            screen.dismiss(animated: true)
            newContactScreen = nil
        }
    }

    private func presentNewContact() -> AddContactViewController {
        let screen = AddContactViewController { [weak driver] in driver?.send(.newContact($0)) }
        present(NavigationController(rootViewController: screen), animated: true)
        newContactScreen = screen
        return screen
    }
}

// MARK: - Table

extension ContactListViewController: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        shown?.book.sortedContacts.count ?? 0
    }

    /// Rows are made from the state only when the table asks, so a book of 10,000 contacts costs what
    /// the rows on screen cost.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ContactCell.reuseIdentifier, for: indexPath)
        if let contact = shown?.book.sortedContacts[indexPath.row] {
            (cell as? ContactCell)?.configure(with: contact)
        }
        return cell
    }
}
