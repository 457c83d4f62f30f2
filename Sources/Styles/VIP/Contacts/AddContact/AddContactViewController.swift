import HeadlessUI

/// The New Contact screen: two name fields, Cancel and Done. Typing and Done become requests to the
/// interactor; Cancel, and a saved contact, a route back to the list.
///
/// It is also its sheet's presentation controller delegate, as Apple's "Disabling the pull-down of a
/// sheet" has the edit screen be: a swipe down, refused or not, is a request like a tap.
final class AddContactViewController: ViewController {
    let interactor: any AddContactBusinessLogic
    let router: any AddContactRoutingLogic & AddContactDataPassing

    private let firstNameField = TextField()
    private let lastNameField = TextField()
    private let cancelButton = BarButtonItem(title: "Cancel")
    private let doneButton = BarButtonItem(title: "Done", style: .done)

    init(interactor: any AddContactBusinessLogic, router: any AddContactRoutingLogic & AddContactDataPassing) {
        self.interactor = interactor
        self.router = router
        super.init()
        title = "New Contact"
        cancelButton.accessibilityIdentifier = "contact.cancel"
        cancelButton.primaryAction = Action { [weak self] _ in self?.cancelButtonTapped() }
        navigationItem.leftBarButtonItem = cancelButton
        doneButton.accessibilityIdentifier = "contact.done"
        doneButton.primaryAction = Action { [weak self] _ in self?.doneButtonTapped() }
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
        firstNameField.addAction(
            Action { [weak self] _ in
                guard let self else { return }
                firstNameChanged(firstNameField.text ?? "")
            }, for: .editingChanged)
        lastNameField.addAction(
            Action { [weak self] _ in
                guard let self else { return }
                lastNameChanged(lastNameField.text ?? "")
            }, for: .editingChanged)
    }

    /// The sheet's presentation controller exists once the screen is in it, so the delegate is set on
    /// appearing rather than at init.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presentationController?.delegate = self
    }

    /// Focusing a field is the view's own business: no use case is involved.
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        firstNameField.becomeFirstResponder()
    }

    // MARK: Events

    private func firstNameChanged(_ text: String) {
        interactor.firstNameChanged(request: CreateContact.FirstNameChanged.Request(text: text))
    }

    private func lastNameChanged(_ text: String) {
        interactor.lastNameChanged(request: CreateContact.LastNameChanged.Request(text: text))
    }

    private func doneButtonTapped() {
        interactor.doneButtonTapped(request: CreateContact.DoneButtonTapped.Request())
    }

    private func cancelButtonTapped() {
        router.routeToListContacts()
    }

    private func swipeDownRefused() {
        interactor.swipeDownRefused(request: CreateContact.SwipeDownRefused.Request())
    }

    private func swipedDown() {
        interactor.swipedDown(request: CreateContact.SwipedDown.Request())
    }

    private func alertButtonTapped(_ choice: AddContactAlertChoice) {
        interactor.alertButtonTapped(request: CreateContact.AlertButtonTapped.Request(choice: choice))
    }
}

// MARK: - Swiping the sheet down

extension AddContactViewController: AdaptivePresentationControllerDelegate {
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
        swipeDownRefused()
    }

    func presentationControllerDidDismiss(_ presentationController: PresentationController) {
        swipedDown()
    }
}

// MARK: - Display logic

extension AddContactViewController: AddContactDisplayLogic {
    func displayUnsavedChanges(viewModel: CreateContact.UnsavedChanges.ViewModel) {
        isModalInPresentation = viewModel.isModalInPresentation
    }

    func displaySavedContact(viewModel: CreateContact.DoneButtonTapped.ViewModel) {
        router.routeToListContacts()
    }

    func displayDiscardConfirmation(viewModel: CreateContact.SwipeDownRefused.ViewModel) {
        presentAlert(viewModel.sheet) { [weak self] choice in self?.alertButtonTapped(choice) }
    }

    /// The sheet may be gone already (swiped away); the route back then only unwinds the list.
    func displayDismissal(viewModel: CreateContact.Dismissal.ViewModel) {
        router.routeToListContacts()
    }

    func displayRefusal(viewModel: CreateContact.Refusal.ViewModel) {
        presentAlert(viewModel.alert) { _ in }
    }
}
