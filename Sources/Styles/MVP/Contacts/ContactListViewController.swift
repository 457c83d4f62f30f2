import Foundation
import HeadlessUI

/// The contacts screen as a passive view: bar buttons, table, empty label and activity indicator.
/// It forwards every tap to its presenter and applies what it is told through `ContactListView`;
/// when told to show New Contact it presents the screen `makeNewContact` builds, which the
/// composition root wires to the same presenter.
final class ContactListViewController: ViewController {
    private let presenter: any ContactListPresenting
    private let makeNewContact: @MainActor () -> ViewController

    private let tableView = TableView()
    private let emptyLabel = Label(identifier: "contacts.empty")
    private let loadingIndicator = ActivityIndicatorView()
    private let addButton = BarButtonItem(title: "Add")
    private let importButton = BarButtonItem(title: "Import")

    init(presenter: any ContactListPresenting, makeNewContact: @escaping @MainActor () -> ViewController) {
        self.presenter = presenter
        self.makeNewContact = makeNewContact
        super.init()
        title = "Contacts"
        addButton.accessibilityIdentifier = "contacts.addButton"
        addButton.primaryAction = Action { [weak self] _ in self?.presenter.addButtonTapped() }
        navigationItem.rightBarButtonItem = addButton
        importButton.accessibilityIdentifier = "contacts.importButton"
        importButton.primaryAction = Action { [weak self] _ in self?.presenter.importButtonTapped() }
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
        presenter.viewDidLoad()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        presenter.viewDidAppear()
    }
}

// MARK: - What the presenter tells

extension ContactListViewController: ContactListView {
    func reloadRows() {
        tableView.reloadData()
    }

    func insertRow(at row: Int) {
        tableView.insertRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
    }

    func showEmptyMessage(_ isShown: Bool) {
        emptyLabel.isHidden = !isShown
    }

    func setImportButtonEnabled(_ isEnabled: Bool) {
        importButton.isEnabled = isEnabled
    }

    func showLoadingIndicator(_ isShown: Bool) {
        if isShown {
            loadingIndicator.startAnimating()
        } else {
            loadingIndicator.stopAnimating()
        }
    }

    func showAlert(_ alert: AlertDisplay<ContactListAlertChoice>) {
        presentAlert(alert) { [weak self] choice in self?.presenter.alertButtonTapped(choice) }
    }

    func showNewContact() {
        present(makeNewContact(), animated: true)
    }
}

// MARK: - Table

extension ContactListViewController: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        presenter.numberOfRows
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ContactCell.reuseIdentifier, for: indexPath)
        (cell as? ContactCell)?.configure(with: presenter.row(at: indexPath.row))
        return cell
    }
}
