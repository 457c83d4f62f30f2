import HeadlessUI

/// The New Contact form: renders the form's part of the Contacts state and sends what the user does.
/// The Contacts screen presents it while the state holds a form, and hands it the form on every render.
final class AddContactViewController: ViewController {
    private let send: @MainActor (AddContactMessage) -> Void
    private var shown: AddContactState?

    private let firstNameField = TextField()
    private let lastNameField = TextField()
    private let cancelButton = BarButtonItem(title: "Cancel")
    private let doneButton = BarButtonItem(title: "Done", style: .done)

    init(send: @escaping @MainActor (AddContactMessage) -> Void) {
        self.send = send
        super.init()
        title = "New Contact"
        cancelButton.accessibilityIdentifier = "contact.cancel"
        cancelButton.primaryAction = Action { [weak self] _ in self?.send(.cancelButtonTapped) }
        navigationItem.leftBarButtonItem = cancelButton
        doneButton.accessibilityIdentifier = "contact.done"
        doneButton.primaryAction = Action { [weak self] _ in self?.send(.doneButtonTapped) }
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
        let firstNameChanged = Action { [weak self] _ in
            self?.send(.firstNameChanged(self?.firstNameField.text ?? ""))
        }
        let lastNameChanged = Action { [weak self] _ in
            self?.send(.lastNameChanged(self?.lastNameField.text ?? ""))
        }
        firstNameField.addAction(firstNameChanged, for: .editingChanged)
        lastNameField.addAction(lastNameChanged, for: .editingChanged)
    }

    /// Focus is the view's own business: the keyboard comes up on the first field once shown.
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        firstNameField.becomeFirstResponder()
    }

    // MARK: Rendering

    func render(_ form: AddContactState) {
        let previous = shown
        shown = form
        // Written only when they differ, so typing is never written back under the caret.
        for (field, text) in [(firstNameField, form.firstName), (lastNameField, form.lastName)]
        where (field.text ?? "") != text {
            field.text = text
        }
        if form.alert != previous?.alert, let alert = form.alert {
            present(alert) { [weak self] in self?.send($0) }
        }
    }
}
