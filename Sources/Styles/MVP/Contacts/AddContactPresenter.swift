import Models

/// The New Contact screen's presenter: it keeps the names as they are typed, checks them, hands a
/// valid name to the list's presenter (its delegate, the book's one owner), and tells its view to
/// explain a refusal or to close. While a name holds more than spaces the form has changes: the view is
/// told to refuse a swipe down, and a refused swipe asks whether to discard them.
@MainActor
final class AddContactPresenter {
    weak var view: (any AddContactView)?
    /// Strong, and required: without it Done could do nothing. No cycle: the list's presenter never
    /// holds this one, and holds its own view weakly.
    private let delegate: any AddContactPresenterDelegate
    private var firstName = ""
    private var lastName = ""

    init(delegate: any AddContactPresenterDelegate) {
        self.delegate = delegate
    }

    /// Spaces alone are no change: a swipe down closes such a form, as it closes an empty one.
    private var hasChanges: Bool {
        !firstName.trimmedForNames.isEmpty || !lastName.trimmedForNames.isEmpty
    }

    private func add(_ name: ContactName) {
        do {
            try delegate.addContact(named: name)
        } catch {
            view?.showAlert(.notice(title: "Could not save", message: "Your contact was not saved: \(error.reason)"))
            return
        }
        view?.close()
    }
}

extension AddContactPresenter: AddContactPresenting {
    func firstNameChanged(_ text: String) {
        firstName = text
        view?.setModalInPresentation(hasChanges)
    }

    func lastNameChanged(_ text: String) {
        lastName = text
        view?.setModalInPresentation(hasChanges)
    }

    func doneButtonTapped() {
        switch ContactName.validate(firstName: firstName, lastName: lastName) {
        case .failure(.missingName):
            view?.showAlert(.notice(title: "Error", message: "A contact must have first and last names", button: "Ok"))
        case .failure(.tooLong):
            view?.showAlert(.notice(title: "Error", message: "A name can have at most 100 characters", button: "Ok"))
        case .success(let name):
            add(name)
        }
    }

    func cancelButtonTapped() {
        view?.close()
    }

    func swipeDownRefused() {
        view?.showAlert(Self.discardChangesAlert)
    }

    /// Only an empty form closes on a swipe, and the sheet is already gone: as after Cancel, nothing is
    /// added and nobody holds this presenter, which goes with its screen.
    func swipedDown() {}

    func alertButtonTapped(_ choice: AddContactAlertChoice) {
        switch choice {
        case .discardChanges: view?.close()
        }
    }
}
