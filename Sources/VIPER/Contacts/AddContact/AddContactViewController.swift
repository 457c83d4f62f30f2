import HeadlessUI

/// The New Contact screen: two name fields, Cancel and Done, reporting both taps to the presenter.
@MainActor
final class AddContactViewController: ViewController {
    let presenter: any AddContactPresenting
    let firstNameField = TextField()
    let lastNameField = TextField()

    init(presenter: any AddContactPresenting) {
        self.presenter = presenter
        super.init()
        title = "New Contact"
        let cancelItem = BarButtonItem(title: "Cancel", primaryAction: Action { [weak self] _ in self?.cancelTapped() })
        cancelItem.accessibilityIdentifier = "contact.cancel"
        navigationItem.leftBarButtonItem = cancelItem
        let doneItem = BarButtonItem(
            title: "Done", style: .done, primaryAction: Action { [weak self] _ in self?.doneTapped() })
        doneItem.accessibilityIdentifier = "contact.done"
        navigationItem.rightBarButtonItem = doneItem
    }

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

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        presenter.viewDidAppear()
    }

    private func doneTapped() {
        presenter.doneButtonTapped(firstName: firstNameField.text ?? "", lastName: lastNameField.text ?? "")
    }

    private func cancelTapped() {
        presenter.cancelButtonTapped()
    }
}

extension AddContactViewController: AddContactView {
    func focusFirstNameField() {
        firstNameField.becomeFirstResponder()
    }
}
