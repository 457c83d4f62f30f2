import HeadlessUI

/// The New Contact screen: two name fields, Cancel and Done, reporting typing and taps to the
/// presenter. It focuses the first name field itself when it appears, and as the delegate of the
/// sheet's presentation controller it reports swipes down.
final class AddContactViewController: ViewController {
    let presenter: any AddContactPresenting

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
        // Shown inside the presented navigation stack, this screen reaches the sheet's controller.
        presentationController?.delegate = self
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        firstNameField.becomeFirstResponder()
    }
}

// MARK: - What the presenter shows

extension AddContactViewController: AddContactView {
    func displayModalInPresentation(_ isModal: Bool) {
        isModalInPresentation = isModal
    }

    func showAlert(_ alert: AlertDisplay<AddContactAlertChoice>) {
        presentAlert(alert) { [weak self] choice in self?.presenter.alertButtonTapped(choice) }
    }
}

// MARK: - Swipes down on the sheet

extension AddContactViewController: AdaptivePresentationControllerDelegate {
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
        presenter.swipeDownRefused()
    }

    func presentationControllerDidDismiss(_ presentationController: PresentationController) {
        presenter.swipedDown()
    }
}
