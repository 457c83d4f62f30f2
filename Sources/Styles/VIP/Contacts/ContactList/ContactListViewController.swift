import Foundation
import HeadlessUI

/// The contacts screen: it turns events into requests to the interactor, or into a route for Add,
/// and shows the view models the presenter sends back.
final class ContactListViewController: ViewController {
    let interactor: any ContactListBusinessLogic
    let router: any ContactListRoutingLogic & ContactListDataPassing
    /// The list last displayed, whose rows the table makes as it shows them.
    private var displayedList: ListContacts.DisplayedList?

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
        addButton.primaryAction = Action { [weak self] _ in self?.addButtonTapped() }
        navigationItem.rightBarButtonItem = addButton
        importButton.accessibilityIdentifier = "contacts.importButton"
        importButton.primaryAction = Action { [weak self] _ in self?.importButtonTapped() }
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
        interactor.viewDidLoad(request: ListContacts.ViewDidLoad.Request())
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        interactor.viewDidAppear(request: ListContacts.ViewDidAppear.Request())
    }

    /// The unwind from New Contact: its router calls this once New Contact is dismissed and this screen
    /// is on top again, as UIKit calls a destination's unwind action. A dismissed sheet gives the
    /// screen below no appearance callback, so this is where the list asks for what it was passed.
    func unwindFromCreateContact() {
        interactor.newContactClosed(request: ListContacts.NewContactClosed.Request())
    }

    // MARK: Events

    private func addButtonTapped() {
        router.routeToCreateContact()
    }

    private func importButtonTapped() {
        interactor.importButtonTapped(request: ListContacts.ImportButtonTapped.Request())
    }

    private func alertButtonTapped(_ choice: ContactListAlertChoice) {
        interactor.alertButtonTapped(request: ListContacts.AlertButtonTapped.Request(choice: choice))
    }

    private func show(_ list: ListContacts.DisplayedList) {
        displayedList = list
        emptyLabel.isHidden = !list.showsEmptyMessage
    }
}

// MARK: - Display logic

extension ContactListViewController: ContactListDisplayLogic {
    func displayContacts(viewModel: ListContacts.ViewDidLoad.ViewModel) {
        show(viewModel.displayedList)
        tableView.reloadData()
    }

    func displayLoadFailure(viewModel: ListContacts.ViewDidAppear.ViewModel) {
        presentAlert(viewModel.alert) { _ in }
    }

    func displayImportProgress(viewModel: ListContacts.ImportProgress.ViewModel) {
        importButton.isEnabled = viewModel.isImportButtonEnabled
        if viewModel.isLoadingIndicatorAnimating {
            loadingIndicator.startAnimating()
        } else {
            loadingIndicator.stopAnimating()
        }
    }

    func displayImportedContacts(viewModel: ListContacts.ImportButtonTapped.ViewModel) {
        show(viewModel.displayedList)
        tableView.reloadData()
        presentAlert(viewModel.summary) { _ in }
    }

    func displayImportFailure(viewModel: ListContacts.ImportFailure.ViewModel) {
        presentAlert(viewModel.alert) { [weak self] choice in self?.alertButtonTapped(choice) }
    }

    func displayAddedContact(viewModel: ListContacts.NewContactClosed.ViewModel) {
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
