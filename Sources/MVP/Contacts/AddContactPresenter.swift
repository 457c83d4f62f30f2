import Models

/// The New Contact screen's presenter: it checks the names, saves the new contact through the store
/// on top of the book its delegate (the list's presenter) holds, and tells its view to explain a
/// refusal or to close.
@MainActor
final class AddContactPresenter {
    weak var view: (any AddContactView)?
    weak var delegate: (any AddContactPresenterDelegate)?
    private let store: any ContactStore

    init(store: any ContactStore) {
        self.store = store
    }

    private func save(_ name: ContactName) {
        // The list that opened New Contact lies under it, so it is there for as long as this screen.
        guard let delegate else { return }
        let (book, contact) = delegate.contactBook.adding(name)
        do {
            try store.save(book)
        } catch {
            view?.showAlert(.notice(title: "Could not save", message: "Your contact was not saved: \(error.reason)"))
            return
        }
        view?.close()
        delegate.addContactDidSave(contact, in: book)
    }
}

extension AddContactPresenter: AddContactPresenting {
    func viewDidAppear() {
        view?.focusFirstNameField()
    }

    func doneButtonTapped(firstName: String, lastName: String) {
        switch ContactName.validate(firstName: firstName, lastName: lastName) {
        case .failure(.missingName):
            view?.showAlert(.notice(title: "Error", message: "A contact must have first and last names", button: "Ok"))
        case .failure(.tooLong):
            view?.showAlert(.notice(title: "Error", message: "A name can have at most 100 characters", button: "Ok"))
        case .success(let name):
            save(name)
        }
    }

    func cancelButtonTapped() {
        view?.close()
    }
}
