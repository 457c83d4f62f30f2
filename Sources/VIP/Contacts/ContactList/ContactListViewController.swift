import Foundation
import HeadlessUI

/// The contacts screen: it turns taps into requests to the interactor, or into a route for Add, and
/// shows the view models the presenter sends back.
final class ContactListViewController: ViewController {
    let interactor: any ContactListBusinessLogic
    let router: any ContactListRoutingLogic & ContactListDataPassing
    /// The list last displayed, whose rows the table makes as it shows them.
    private var displayedList: ContactList.DisplayedList?

    private let tableView = TableView()
    private let emptyLabel = Label(identifier: "contacts.empty")
    private let loadingIndicator = ActivityIndicatorView()
    private let addButton = BarButtonItem(title: "Add")
    private let importButton = BarButtonItem(title: "Import")

    init(interactor: any ContactListBusinessLogic, router: any ContactListRoutingLogic & ContactListDataPassing) {
        self.interactor = interactor
        self.router = router
        super.init()
        title = "Contacts"
        addButton.accessibilityIdentifier = "contacts.addButton"
        addButton.primaryAction = Action { [weak self] _ in self?.router.routeToAddContact() }
        navigationItem.rightBarButtonItem = addButton
        importButton.accessibilityIdentifier = "contacts.importButton"
        importButton.primaryAction = Action { [weak self] _ in self?.importContacts() }
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
        interactor.loadContacts(request: ContactList.LoadContacts.Request())
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        interactor.showLoadFailure(request: ContactList.ShowLoadFailure.Request())
    }

    // MARK: Requests

    private func importContacts() {
        interactor.importContacts(request: ContactList.ImportContacts.Request())
    }

    /// New Contact's router calls this once it has passed the saved contact into the data store.
    func showAddedContact() {
        interactor.showAddedContact(request: ContactList.ShowAddedContact.Request())
    }

    private func show(_ list: ContactList.DisplayedList) {
        displayedList = list
        emptyLabel.isHidden = !list.showsEmptyMessage
    }
}

// MARK: - Display logic

extension ContactListViewController: ContactListDisplayLogic {
    func displayContacts(viewModel: ContactList.LoadContacts.ViewModel) {
        show(viewModel.displayedList)
        tableView.reloadData()
    }

    func displayLoadFailure(viewModel: ContactList.ShowLoadFailure.ViewModel) {
        presentAlert(viewModel.alert)
    }

    func displayImportProgress(viewModel: ContactList.ImportProgress.ViewModel) {
        importButton.isEnabled = viewModel.isImportButtonEnabled
        if viewModel.isLoadingIndicatorAnimating {
            loadingIndicator.startAnimating()
        } else {
            loadingIndicator.stopAnimating()
        }
    }

    func displayImportedContacts(viewModel: ContactList.ImportContacts.ViewModel) {
        show(viewModel.displayedList)
        tableView.reloadData()
        presentAlert(viewModel.summary)
    }

    func displayImportFailure(viewModel: ContactList.ImportFailure.ViewModel) {
        presentAlert(viewModel.alert) { [weak self] request in self?.interactor.importContacts(request: request) }
    }

    func displayAddedContact(viewModel: ContactList.ShowAddedContact.ViewModel) {
        show(viewModel.displayedList)
        tableView.insertRows(at: [IndexPath(row: viewModel.insertedRow, section: 0)], with: .automatic)
    }
}

// MARK: - Table

extension ContactListViewController: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        displayedList?.contacts.count ?? 0
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ContactCell.reuseIdentifier, for: indexPath)
        if let contact = displayedList?.contacts[indexPath.row] {
            (cell as? ContactCell)?.configure(with: contact)
        }
        return cell
    }
}
