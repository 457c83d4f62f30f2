import HeadlessUI
import Models

/// The New Contact screen: two fields, "Cancel" and "Done". It checks the names and explains what is
/// wrong; valid names go to its delegate, which saves them and dismisses the screen.
final class AddContactViewController: ViewController {
    weak var delegate: (any AddContactViewControllerDelegate)?

    private let firstNameField = TextField()
    private let lastNameField = TextField()
    private let cancelButton = BarButtonItem(title: "Cancel")
    private let doneButton = BarButtonItem(title: "Done", style: .done)

    override init() {
        super.init()
        title = "New Contact"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        firstNameField.accessibilityIdentifier = "contact.firstName"
        firstNameField.placeholder = "First name"
        lastNameField.accessibilityIdentifier = "contact.lastName"
        lastNameField.placeholder = "Last name"
        view.addSubview(firstNameField)
        view.addSubview(lastNameField)
        cancelButton.accessibilityIdentifier = "contact.cancel"
        cancelButton.primaryAction = Action { [weak self] _ in self?.cancelTapped() }
        navigationItem.leftBarButtonItem = cancelButton
        doneButton.accessibilityIdentifier = "contact.done"
        doneButton.primaryAction = Action { [weak self] _ in self?.doneTapped() }
        navigationItem.rightBarButtonItem = doneButton
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        firstNameField.becomeFirstResponder()
    }

    private func cancelTapped() {
        delegate?.addContactViewControllerDidCancel(self)
    }

    private func doneTapped() {
        switch ContactName.validate(firstName: firstNameField.text ?? "", lastName: lastNameField.text ?? "") {
        case .failure(.missingName):
            presentError("A contact must have first and last names")
        case .failure(.tooLong):
            presentError("A name can have at most 100 characters")
        case .success(let name):
            delegate?.addContactViewController(self, didEnter: name)
        }
    }

    private func presentError(_ message: String) {
        presentMessage(title: "Error", message: message, buttonTitle: "Ok")
    }
}
