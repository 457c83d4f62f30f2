import Foundation
import HeadlessUI

/// The contacts screen: a passive view that shows what the presenter gives it and reports taps. It
/// keeps the rows it was last given for its table.
final class ContactListViewController: ViewController {
    let presenter: any ContactListPresenting
    private var rows: [ContactRowDisplay] = []

    private let tableView = TableView()
    private let emptyLabel = Label(identifier: "contacts.empty")
    private let loadingIndicator = ActivityIndicatorView()
    private let addButton = BarButtonItem(title: "Add")
    private let importButton = BarButtonItem(title: "Import")

    init(presenter: any ContactListPresenting) {
        self.presenter = presenter
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

    private func show(_ list: ContactListDisplay) {
        rows = list.rows
        emptyLabel.isHidden = !list.showsEmptyMessage
    }
}

// MARK: - What the presenter shows

extension ContactListViewController: ContactListView {
    func display(_ list: ContactListDisplay) {
        show(list)
        tableView.reloadData()
    }

    func display(_ list: ContactListDisplay, insertingRowAt row: Int) {
        show(list)
        tableView.insertRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
    }

    func displayImporting(_ isImporting: Bool) {
        importButton.isEnabled = !isImporting
        if isImporting {
            loadingIndicator.startAnimating()
        } else {
            loadingIndicator.stopAnimating()
        }
    }

    func showAlert(_ alert: AlertDisplay<ContactListAlertChoice>) {
        presentAlert(alert) { [weak self] choice in self?.presenter.alertButtonTapped(choice) }
    }
}

// MARK: - Table

extension ContactListViewController: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ContactCell.reuseIdentifier, for: indexPath)
        (cell as? ContactCell)?.configure(with: rows[indexPath.row])
        return cell
    }
}
