import HeadlessUI

/// The New Contact screen: two name fields, Cancel and Done. Done becomes a request to the
/// interactor; Cancel, and a saved contact, a route back to the list.
final class AddContactViewController: ViewController {
    let interactor: any AddContactBusinessLogic
    let router: any AddContactRoutingLogic & AddContactDataPassing

    private let firstNameField = TextField()
    private let lastNameField = TextField()
    private let cancelButton = BarButtonItem(title: "Cancel")
    private let doneButton = BarButtonItem(title: "Done", style: .done)

    init(interactor: any AddContactBusinessLogic, router: any AddContactRoutingLogic & AddContactDataPassing) {
        self.interactor = interactor
        self.router = router
        super.init()
        title = "New Contact"
        cancelButton.accessibilityIdentifier = "contact.cancel"
        cancelButton.primaryAction = Action { [weak self] _ in self?.router.routeToContactList() }
        navigationItem.leftBarButtonItem = cancelButton
        doneButton.accessibilityIdentifier = "contact.done"
        doneButton.primaryAction = Action { [weak self] _ in self?.saveContact() }
        navigationItem.rightBarButtonItem = doneButton
    }

    // MARK: Lifecycle

    override func loadView() {
        let root = View()
        firstNameField.accessibilityIdentifier = "contact.firstName"
        firstNameField.placeholder = "First name"
        lastNameField.accessibilityIdentifier = "contact.lastName"
        lastNameField.placeholder = "Last name"
        root.addSubview(firstNameField)
        root.addSubview(lastNameField)
        setView(root)
    }

    /// Focusing a field is the view's own business: no use case is involved.
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        firstNameField.becomeFirstResponder()
    }

    // MARK: Requests

    private func saveContact() {
        interactor.saveContact(
            request: AddContact.SaveContact.Request(
                firstName: firstNameField.text ?? "", lastName: lastNameField.text ?? ""))
    }
}

// MARK: - Display logic

extension AddContactViewController: AddContactDisplayLogic {
    func displaySavedContact(viewModel: AddContact.SaveContact.ViewModel) {
        router.routeToContactList()
    }

    func displayRefusal(viewModel: AddContact.Refusal.ViewModel) {
        presentAlert(viewModel.alert)
    }
}
