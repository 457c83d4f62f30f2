import Models

/// The New Contact screen's state and rules: it validates the names, saves the book with the new
/// contact, and on success closes the screen and then tells its delegate, in that order.
@MainActor
final class AddContactViewModel {
    // MARK: Outputs
    let alert = Observable<AlertViewModel?>(nil)
    /// True once the screen should go away, saved or cancelled.
    let isFinished = Observable(false)

    private let store: any ContactStore
    private weak var delegate: (any AddContactViewModelDelegate)?
    private var firstName = ""
    private var lastName = ""

    init(store: any ContactStore, delegate: any AddContactViewModelDelegate) {
        self.store = store
        self.delegate = delegate
    }

    // MARK: Inputs

    func firstNameChanged(_ text: String) {
        firstName = text
    }

    func lastNameChanged(_ text: String) {
        lastName = text
    }

    func cancelButtonTapped() {
        isFinished.value = true
    }

    func doneButtonTapped() {
        switch ContactName.validate(firstName: firstName, lastName: lastName) {
        case .failure(.missingName):
            alert.show(.notice(title: "Error", message: "A contact must have first and last names", button: "Ok"))
        case .failure(.tooLong):
            alert.show(.notice(title: "Error", message: "A name can have at most 100 characters", button: "Ok"))
        case .success(let name):
            save(name)
        }
    }

    private func save(_ name: ContactName) {
        guard let delegate else { return }
        let (book, contact) = delegate.contactBook.adding(name)
        do {
            try store.save(book)
        } catch {
            alert.show(.notice(title: "Could not save", message: "Your contact was not saved: \(error.reason)"))
            return
        }
        isFinished.value = true
        delegate.addContactViewModel(self, didSave: book, adding: contact)
    }
}
