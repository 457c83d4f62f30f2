import Models

/// The New Contact screen's rules: it validates the names, adds the contact through the model
/// controller it shares with the list, and is done once the model announces the contact, or says
/// why the store refused it.
@MainActor
final class AddContactViewModel: AddContactViewModelType, AddContactViewModelInputs, AddContactViewModelOutputs {
    var inputs: any AddContactViewModelInputs { self }
    var outputs: any AddContactViewModelOutputs { self }

    // MARK: Outputs

    var showAlert: Signal<AlertViewModel<Never>> { alertPipe.signal }
    var dismiss: Signal<Void> { dismissPipe.signal }

    private let alertPipe = SignalPipe<AlertViewModel<Never>>()
    private let dismissPipe = SignalPipe<Void>()

    // MARK: State

    private let model: ContactBookModelController
    private var firstName = ""
    private var lastName = ""

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
