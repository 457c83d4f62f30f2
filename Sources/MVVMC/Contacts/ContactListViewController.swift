import Foundation
import HeadlessUI

/// The Contacts screen's view: binds the list, the empty label, the import button and the activity
/// indicator, and forwards taps. It keeps the rows it was last given, for the table to read; a row's
/// view model is made when the table asks for its cell.
final class ContactListViewController: ViewController {
    private let viewModel: ContactListViewModel
    private var rows = ContactListViewModel.Rows.empty

    private let tableView = TableView()
    private let emptyLabel = Label(identifier: "contacts.empty")
    private let loadingIndicator = ActivityIndicatorView()
    private let addButton = BarButtonItem(title: "Add")
    private let importButton = BarButtonItem(title: "Import")

    init(viewModel: ContactListViewModel) {
        self.viewModel = viewModel
        super.init()
        title = "Contacts"
        addButton.accessibilityIdentifier = "contacts.addButton"
        addButton.primaryAction = Action { [weak self] _ in self?.viewModel.addButtonTapped() }
        navigationItem.rightBarButtonItem = addButton
        importButton.accessibilityIdentifier = "contacts.importButton"
        importButton.primaryAction = Action { [weak self] _ in self?.viewModel.importButtonTapped() }
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
        bindViewModel()
        viewModel.viewDidLoad()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        viewModel.viewDidAppear()
    }

    // MARK: Bindings

    private func bindViewModel() {
        viewModel.$rows.bind { [weak self] in self?.show($0) }
        viewModel.$isEmptyLabelHidden.bind { [weak self] in self?.emptyLabel.isHidden = $0 }
        viewModel.$isImportEnabled.bind { [weak self] in self?.importButton.isEnabled = $0 }
        viewModel.$isLoading.bind { [weak self] isLoading in
            if isLoading { self?.loadingIndicator.startAnimating() } else { self?.loadingIndicator.stopAnimating() }
        }
        viewModel.$alert.bind { [weak self] alert in
            if let alert { self?.presentAlert(alert) }
        }
    }

    private func show(_ update: ContactListViewModel.Rows) {
        rows = update
        switch update.change {
        case .reloaded:
            tableView.reloadData()
        case .inserted(let row):
            tableView.insertRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
        }
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
