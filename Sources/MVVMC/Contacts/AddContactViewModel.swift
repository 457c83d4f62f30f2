import Models

/// The New Contact screen's state and rules: it validates the names, adds the contact through the
/// model controller it shares with the list, and tells its coordinator it is finished once the model
/// announces the contact (or on Cancel), or says why the store refused it.
@MainActor
final class AddContactViewModel {
    // MARK: Outputs

    @Output private(set) var alert: AlertViewModel? = nil

    private let model: ContactBookModelController
    private weak var delegate: (any AddContactViewModelDelegate)?
    private var firstName = ""
    private var lastName = ""

    init(model: ContactBookModelController, delegate: (any AddContactViewModelDelegate)?) {
        self.model = model
        self.delegate = delegate
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
        delegate?.addContactFinished()
    }

    func doneButtonTapped() {
        switch ContactName.validate(firstName: firstName, lastName: lastName) {
        case .failure(.missingName):
            _alert.show(.notice(title: "Error", message: "A contact must have first and last names", button: "Ok"))
        case .failure(.tooLong):
            _alert.show(.notice(title: "Error", message: "A name can have at most 100 characters", button: "Ok"))
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
            delegate?.addContactFinished()
        case .contactNotSaved(let reason):
            _alert.show(.notice(title: "Could not save", message: "Your contact was not saved: \(reason)"))
        case .reloaded, .imported, .importNotSaved:
            return
        }
    }
}
