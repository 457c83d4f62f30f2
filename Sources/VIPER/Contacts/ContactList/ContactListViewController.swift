import HeadlessUI

/// The contacts screen: a passive view that shows what the presenter gives it and reports taps.
@MainActor
final class ContactListViewController: ViewController {
    let presenter: any ContactListPresenting
    let tableView = TableView()
    let emptyLabel = Label(identifier: "contacts.empty")
    let loadingIndicator = ActivityIndicatorView()
    /// What the table shows, as last displayed.
    var rows: [ContactRowDisplay] = []

    init(presenter: any ContactListPresenting) {
        self.presenter = presenter
        super.init()
        title = "Contacts"
        // The bar items exist before the view loads, as a storyboard's would.
        let addItem = BarButtonItem(title: "Add", primaryAction: Action { [weak self] _ in self?.addTapped() })
        addItem.accessibilityIdentifier = "contacts.addButton"
        navigationItem.rightBarButtonItem = addItem
        let importItem = BarButtonItem(title: "Import", primaryAction: Action { [weak self] _ in self?.importTapped() })
        importItem.accessibilityIdentifier = "contacts.importButton"
        navigationItem.leftBarButtonItem = importItem
    }

    override func loadView() {
        let root = View()
        tableView.accessibilityIdentifier = "contacts.list"
        tableView.register(ContactCell.self, forCellReuseIdentifier: ContactCell.reuseIdentifier)
        tableView.dataSource = self
        emptyLabel.text = "No contacts"
        loadingIndicator.accessibilityIdentifier = "contacts.loading"
        for element in [tableView, emptyLabel, loadingIndicator] as [View] {
            root.addSubview(element)
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

    private func addTapped() {
        presenter.addButtonTapped()
    }

    private func importTapped() {
        presenter.importButtonTapped()
    }
}
