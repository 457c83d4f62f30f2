import Models

/// The New Contact screen's rules: it validates the names, adds the contact through the model
/// controller it shares with the list, and is done once the model announces the contact, or says
/// why the store refused it. It also says whether the form has changes, and asks before a swipe
/// down throws them away.
@MainActor
final class AddContactViewModel: AddContactViewModelType, AddContactViewModelInputs, AddContactViewModelOutputs {
    var inputs: any AddContactViewModelInputs { self }
    var outputs: any AddContactViewModelOutputs { self }

    // MARK: Outputs

    var hasChanges: Property<Bool> { hasChangesProperty.property }
    var showAlert: Signal<AlertViewModel<AddContactAlertChoice>> { alertPipe.signal }
    var dismiss: Signal<Void> { dismissPipe.signal }

    private let hasChangesProperty = MutableProperty(false)
    private let alertPipe = SignalPipe<AlertViewModel<AddContactAlertChoice>>()
    private let dismissPipe = SignalPipe<Void>()

    // MARK: State

    private let model: ContactBookModelController
    private var firstName = "" {
        didSet { updateHasChanges() }
    }
    private var lastName = "" {
        didSet { updateHasChanges() }
    }

    init(model: ContactBookModelController) {
        self.model = model
        model.addObserver(self) { [weak self] change in self?.modelChanged(change) }
    }

    // MARK: Inputs

    func firstNameChanged(_ text: String) {
        firstName = text
    }

    func lastNameChanged(_ text: String) {
        lastName = text
    }

    func cancelButtonTapped() {
        dismissPipe.send()
    }

    func doneButtonTapped() {
        switch ContactName.validate(firstName: firstName, lastName: lastName) {
        case .failure(.missingName):
            alertPipe.send(.notice(title: "Error", message: "A contact must have first and last names", button: "Ok"))
        case .failure(.tooLong):
            alertPipe.send(.notice(title: "Error", message: "A name can have at most 100 characters", button: "Ok"))
        case .success(let name):
            model.add(name)
        }
    }

    func alertButtonTapped(_ choice: AddContactAlertChoice) {
        switch choice {
        case .discardChanges:
            dismissPipe.send()
        }
    }

    func swipeDownRefused() {
        alertPipe.send(
            AlertViewModel(
                title: "", message: "", style: .actionSheet,
                buttons: [
                    .init(title: "Discard Changes", role: .destructive, choice: .discardChanges),
                    .init(title: "Keep Editing", role: .cancel),
                ]))
    }

    /// The sheet is already gone: the flow ends as after "Cancel" (dismissing a screen no longer
    /// presented does nothing), so whoever closes the screen also lets go of it.
    func swipedDown() {
        dismissPipe.send()
    }

    // MARK: Changes

    /// Published only when it flips, so the view sets `isModalInPresentation` once per change.
    private func updateHasChanges() {
        let hasChanges = !firstName.trimmedForNames.isEmpty || !lastName.trimmedForNames.isEmpty
        if hasChanges != hasChangesProperty.value {
            hasChangesProperty.value = hasChanges
        }
    }

    // MARK: Model changes

    /// While this screen is open, the only contact inserted is its own: its work is done. An import
    /// answered meanwhile is the list's business.
    private func modelChanged(_ change: ContactBookModelController.Change) {
        switch change {
        case .inserted:
            dismissPipe.send()
        case .contactNotSaved(let reason):
            alertPipe.send(.notice(title: "Could not save", message: "Your contact was not saved: \(reason)"))
        case .reloaded, .imported, .importNotSaved:
            return
        }
    }
}
