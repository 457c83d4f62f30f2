import Foundation
import HeadlessUI

/// The Contacts screen. On every state its driver renders, it asks the view function what to show
/// and applies that: the list, comparing with what it applied last so it touches only what changed,
/// New Contact presented or dismissed as the view says, and the alert. It turns what the user does
/// into messages and decides nothing of what is shown.
final class ContactListViewController: ViewController {
    private let driver: Driver<ContactListState, ContactListMessage, ContactListEffect>
    /// What was applied last: what the table's rows come from, and what the next view is compared with.
    private var shown: ContactListView?
    /// New Contact on screen, if any; its presentation owns it.
    private weak var addContactScreen: AddContactViewController?

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
        driver.send(.viewDidLoad)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        driver.send(.viewDidAppear)
    }

    // MARK: Applying the view

    private func render(_ state: ContactListState) {
        apply(ContactListView.of(state))
    }

    private func apply(_ view: ContactListView) {
        let previous = shown
        shown = view
        tableView.showRows(view.rows, replacing: previous?.rows)
        emptyLabel.isHidden = view.emptyLabelIsHidden
        importButton.isEnabled = view.importButtonIsEnabled
        if view.isLoading != previous?.isLoading {
            if view.isLoading { loadingIndicator.startAnimating() } else { loadingIndicator.stopAnimating() }
        }
        apply(addContact: view.addContact)
        // After New Contact, so that an alert goes over the form when both are shown.
        if view.alert != previous?.alert, let alert = view.alert {
            presentAlert(alert) { [weak driver] in driver?.send($0) }
        }
    }

    /// Presents New Contact when the view gets a form, hands it its part, and dismisses it when the
    /// form leaves the view.
    private func apply(addContact form: AddContactView?) {
        if let form {
            let screen = addContactScreen ?? presentAddContact()
            screen.apply(form)
        } else if let screen = addContactScreen {
            screen.dismiss(animated: true)
            addContactScreen = nil
        }
    }

    private func presentAddContact() -> AddContactViewController {
        let screen = AddContactViewController { [weak driver] in driver?.send(.addContact($0)) }
        present(NavigationController(rootViewController: screen), animated: true)
        addContactScreen = screen
        return screen
    }
}

// MARK: - Table

extension ContactListViewController: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        shown?.rows.count ?? 0
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ContactCell.reuseIdentifier, for: indexPath)
        if let row = shown?.rows[indexPath.row] {
            (cell as? ContactCell)?.configure(with: row)
        }
        return cell
    }
}
