import HeadlessUI

/// The New Contact screen's view: two text fields and two bar buttons forwarded to the view model;
/// it shows the view model's alerts. It never closes itself: its coordinator dismisses it.
final class AddContactViewController: ViewController {
    private let viewModel: AddContactViewModel

    private let firstNameField = TextField()
    private let lastNameField = TextField()
    private let cancelButton = BarButtonItem(title: "Cancel")
    private let doneButton = BarButtonItem(title: "Done", style: .done)

    init(viewModel: AddContactViewModel) {
        self.viewModel = viewModel
        super.init()
        title = "New Contact"
        cancelButton.accessibilityIdentifier = "contact.cancel"
        cancelButton.primaryAction = Action { [weak self] _ in self?.viewModel.cancelButtonTapped() }
        navigationItem.leftBarButtonItem = cancelButton
        doneButton.accessibilityIdentifier = "contact.done"
        doneButton.primaryAction = Action { [weak self] _ in self?.viewModel.doneButtonTapped() }
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
        viewModel.$alert.bind { [weak self] alert in
            if let alert { self?.presentAlert(alert) }
        }
        let firstNameChanged = Action { [weak self] _ in
            self?.viewModel.firstNameChanged(self?.firstNameField.text ?? "")
        }
        let lastNameChanged = Action { [weak self] _ in
            self?.viewModel.lastNameChanged(self?.lastNameField.text ?? "")
        }
        firstNameField.addAction(firstNameChanged, for: .editingChanged)
        lastNameField.addAction(lastNameChanged, for: .editingChanged)
    }

    /// Focus is the view's own business: the keyboard comes up on the first field once shown.
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        firstNameField.becomeFirstResponder()
    }
}
