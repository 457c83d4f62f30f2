import Foundation
import HeadlessUI

/// The Contacts screen's view: binds the list, the empty label, the import button and the activity
/// indicator, and sends taps to the view model's inputs. New Contact is its coordinator's to show.
/// The table reads the rows output, only the rows it shows.
final class ContactListViewController: ViewController {
    private let viewModel: any ContactListViewModelType

    private let tableView = TableView()
    private let emptyLabel = Label(identifier: "contacts.empty")
    private let loadingIndicator = ActivityIndicatorView()
    private let addButton = BarButtonItem(title: "Add")
    private let importButton = BarButtonItem(title: "Import")

    init(viewModel: any ContactListViewModelType) {
        self.viewModel = viewModel
        super.init()
        title = "Contacts"
        addButton.accessibilityIdentifier = "contacts.addButton"
        addButton.primaryAction = Action { [weak self] _ in self?.viewModel.inputs.addButtonTapped() }
        navigationItem.rightBarButtonItem = addButton
        importButton.accessibilityIdentifier = "contacts.importButton"
        importButton.primaryAction = Action { [weak self] _ in self?.viewModel.inputs.importButtonTapped() }
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
        viewModel.inputs.viewDidLoad()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        viewModel.inputs.viewDidAppear()
    }

    // MARK: Bindings

    private func bindViewModel() {
        let outputs = viewModel.outputs
        outputs.rows.observe { [weak self] in self?.show($0.change) }
        outputs.isEmptyLabelHidden.observe { [weak self] in self?.emptyLabel.isHidden = $0 }
        outputs.isImportEnabled.observe { [weak self] in self?.importButton.isEnabled = $0 }
        outputs.isLoading.observe { [weak self] isLoading in
            if isLoading { self?.loadingIndicator.startAnimating() } else { self?.loadingIndicator.stopAnimating() }
        }
        outputs.showAlert.observe { [weak self] alert in
            self?.presentAlert(alert) { self?.viewModel.inputs.alertButtonTapped($0) }
        }
    }

    private func show(_ change: ContactListViewModel.Rows.Change) {
        switch change {
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
        viewModel.outputs.rows.value.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ContactCell.reuseIdentifier, for: indexPath)
        (cell as? ContactCell)?.configure(with: viewModel.outputs.rows.value[indexPath.row])
        return cell
    }
}
