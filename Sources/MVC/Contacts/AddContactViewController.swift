import HeadlessUI
import Models

/// The New Contact screen: two fields, "Cancel" and "Done". It checks the names and explains what is
/// wrong; valid names go to the model, and the screen closes once the model announces the contact,
/// or says why the store refused it.
final class AddContactViewController: ViewController {
    private let model: ContactBookModelController

    private let firstNameField = TextField()
    private let lastNameField = TextField()
    private let cancelButton = BarButtonItem(title: "Cancel")
    private let doneButton = BarButtonItem(title: "Done", style: .done)

    init(model: ContactBookModelController) {
        self.model = model
        super.init()
        title = "New Contact"
        cancelButton.accessibilityIdentifier = "contact.cancel"
        cancelButton.primaryAction = Action { [weak self] _ in self?.dismiss(animated: true) }
        navigationItem.leftBarButtonItem = cancelButton
        doneButton.accessibilityIdentifier = "contact.done"
        doneButton.primaryAction = Action { [weak self] _ in self?.doneTapped() }
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

    override func viewDidLoad() {
        super.viewDidLoad()
        model.addObserver(self) { [weak self] change in self?.modelChanged(change) }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        firstNameField.becomeFirstResponder()
    }

    // MARK: Saving

    private func doneTapped() {
        switch ContactName.validate(firstName: firstNameField.text ?? "", lastName: lastNameField.text ?? "") {
        case .failure(.missingName):
            presentError("A contact must have first and last names")
        case .failure(.tooLong):
            presentError("A name can have at most 100 characters")
        case .success(let name):
            model.add(name)
        }
    }

    /// While this screen is open, the only contact inserted is its own: the screen's work is done. An
    /// import answered meanwhile is the list's business.
    private func modelChanged(_ change: ContactBookModelController.Change) {
        switch change {
        case .inserted:
            dismiss(animated: true)
        case .contactNotSaved(let reason):
            presentAlert(Self.noticeAlert(title: "Could not save", message: "Your contact was not saved: \(reason)"))
        case .reloaded, .loadFailed, .imported, .importNotSaved:
            return
        }
    }

    private func presentError(_ message: String) {
        presentAlert(Self.noticeAlert(title: "Error", message: message, button: "Ok"))
    }
}
