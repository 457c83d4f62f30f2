import HeadlessUI

/// The New Contact form: applies the part of the Contacts view that describes it and sends what the
/// user does. The Contacts screen presents it while its view has a form, and hands it that part on
/// every render. As the sheet's presentation controller's delegate, it sends a swipe down too.
final class AddContactViewController: ViewController {
    private let send: @MainActor (AddContactMessage) -> Void
    /// What was applied last, to present an alert once.
    private var shown: AddContactView?

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

    /// The sheet's presentation controller exists once this screen is in it, as in UIKit.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presentationController?.delegate = self
    }

    /// Focus is the view's own business: the keyboard comes up on the first field once shown.
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        firstNameField.becomeFirstResponder()
    }

    // MARK: Applying the view

    func apply(_ view: AddContactView) {
        let previous = shown
        shown = view
        // Written only when they differ, so typing is never written back under the caret.
        for (field, text) in [(firstNameField, view.firstNameText), (lastNameField, view.lastNameText)]
        where (field.text ?? "") != text {
            field.text = text
        }
        isModalInPresentation = view.isModalInPresentation
        if view.alert != previous?.alert, let alert = view.alert {
            presentAlert(alert) { [weak self] in self?.send($0) }
        }
    }
}

// MARK: - Swiping the sheet down

extension AddContactViewController: AdaptivePresentationControllerDelegate {
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
        send(.swipeDownRefused)
    }

    func presentationControllerDidDismiss(_ presentationController: PresentationController) {
        send(.swipedDown)
    }
}
