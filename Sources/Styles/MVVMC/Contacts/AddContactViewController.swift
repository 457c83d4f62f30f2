import HeadlessUI

/// The New Contact screen's view: two text fields and two bar buttons sent to the view model's
/// inputs; it shows the view model's alerts. It never closes itself: its coordinator dismisses it,
/// and hears of the sheet's swipes.
final class AddContactViewController: ViewController {
    private let viewModel: any AddContactViewModelType

    private let firstNameField = TextField()
    private let lastNameField = TextField()
    private let cancelButton = BarButtonItem(title: "Cancel")
    private let doneButton = BarButtonItem(title: "Done", style: .done)

    init(viewModel: any AddContactViewModelType) {
        self.viewModel = viewModel
        super.init()
        title = "New Contact"
        cancelButton.accessibilityIdentifier = "contact.cancel"
        cancelButton.primaryAction = Action { [weak self] _ in self?.viewModel.inputs.cancelButtonTapped() }
        navigationItem.leftBarButtonItem = cancelButton
        doneButton.accessibilityIdentifier = "contact.done"
        doneButton.primaryAction = Action { [weak self] _ in self?.viewModel.inputs.doneButtonTapped() }
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
        bindViewModel()
        let firstNameChanged = Action { [weak self] _ in
            self?.viewModel.inputs.firstNameChanged(self?.firstNameField.text ?? "")
        }
        let lastNameChanged = Action { [weak self] _ in
            self?.viewModel.inputs.lastNameChanged(self?.lastNameField.text ?? "")
        }
        firstNameField.addAction(firstNameChanged, for: .editingChanged)
        lastNameField.addAction(lastNameChanged, for: .editingChanged)
    }

    /// Focus is the view's own business: the keyboard comes up on the first field once shown.
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        firstNameField.becomeFirstResponder()
    }

    // MARK: Bindings

    private func bindViewModel() {
        let outputs = viewModel.outputs
        outputs.hasChanges.observe { [weak self] in self?.isModalInPresentation = $0 }
        outputs.showAlert.observe { [weak self] alert in
            self?.presentAlert(alert) { self?.viewModel.inputs.alertButtonTapped($0) }
        }
    }
}
