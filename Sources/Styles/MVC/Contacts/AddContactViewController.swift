import HeadlessUI
import Models

/// The New Contact screen: two fields, "Cancel" and "Done". It checks the names and explains what is
/// wrong; valid names go to the model, and the screen closes once the model announces the contact,
/// or says why the store refused it. While a field holds more than spaces it has changes: it is modal
/// in presentation, so a swipe down is refused, and as the sheet's presentation controller delegate it
/// then asks whether to discard them.
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
        for field in [firstNameField, lastNameField] {
            field.addAction(Action { [weak self] _ in self?.textChanged() }, for: .editingChanged)
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // The sheet is the navigation controller's; a screen in it reaches its presentation controller.
        presentationController?.delegate = self
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        firstNameField.becomeFirstResponder()
    }

    // MARK: Changes

    /// Spaces alone are no change: a swipe down closes such a form, as it closes an empty one.
    private var hasChanges: Bool {
        [firstNameField.text, lastNameField.text].contains { !($0 ?? "").trimmedForNames.isEmpty }
    }

    private func textChanged() {
        isModalInPresentation = hasChanges
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

// MARK: - Swiping the sheet down

extension AddContactViewController: AdaptivePresentationControllerDelegate {
    /// The swipe was refused because the form has changes: ask. "Keep Editing" only closes the sheet,
    /// leaving the form as it was. An empty form simply closes, as Cancel closes it: nothing to do then.
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
        let sheet = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        let discard = AlertAction(title: "Discard Changes", style: .destructive) { [weak self] _ in
            self?.dismiss(animated: true)
        }
        sheet.addAction(discard)
        sheet.addAction(AlertAction(title: "Keep Editing", style: .cancel))
        presentAlert(sheet)
    }
}
