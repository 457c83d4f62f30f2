import HeadlessUI

/// The New Contact screen as a passive view: two name fields, Cancel and Done. It reports the names as
/// they are typed, both taps, alert choices and the user's swipes down on its sheet (as the sheet's
/// presentation controller delegate) to the presenter, and applies what it is told. Focusing the
/// first field when it appears is its own business: nothing to decide.
final class AddContactViewController: ViewController {
    private let presenter: any AddContactPresenting

    private let firstNameField = TextField()
    private let lastNameField = TextField()
    private let cancelButton = BarButtonItem(title: "Cancel")
    private let doneButton = BarButtonItem(title: "Done", style: .done)

    init(presenter: any AddContactPresenting) {
        self.presenter = presenter
        super.init()
        title = "New Contact"
        cancelButton.accessibilityIdentifier = "contact.cancel"
        cancelButton.primaryAction = Action { [weak self] _ in self?.presenter.cancelButtonTapped() }
        navigationItem.leftBarButtonItem = cancelButton
        doneButton.accessibilityIdentifier = "contact.done"
        doneButton.primaryAction = Action { [weak self] _ in self?.presenter.doneButtonTapped() }
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
            self?.presenter.firstNameChanged(self?.firstNameField.text ?? "")
        }
        firstNameField.addAction(firstNameChanged, for: .editingChanged)
        let lastNameChanged = Action { [weak self] _ in
            self?.presenter.lastNameChanged(self?.lastNameField.text ?? "")
        }
        lastNameField.addAction(lastNameChanged, for: .editingChanged)
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
}

// MARK: - What the presenter tells

extension AddContactViewController: AddContactView {
    func showAlert(_ alert: AlertDisplay<AddContactAlertChoice>) {
        presentAlert(alert) { [weak self] choice in self?.presenter.alertButtonTapped(choice) }
    }

    func setModalInPresentation(_ isModal: Bool) {
        isModalInPresentation = isModal
    }

    func close() {
        dismiss(animated: true)
    }
}

// MARK: - The user's swipes down on the sheet

extension AddContactViewController: AdaptivePresentationControllerDelegate {
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
        presenter.swipeDownRefused()
    }

    func presentationControllerDidDismiss(_ presentationController: PresentationController) {
        presenter.swipedDown()
    }
}
