import Models

/// Reacts to the New Contact screen: validation problems and save failures become alerts, a saved
/// contact closes the screen and goes to the module delegate.
@MainActor
final class AddContactPresenter {
    weak var view: (any AddContactView)?
    weak var delegate: (any AddContactModuleDelegate)?
    let interactor: any AddContactInteractorInput
    let router: any AddContactRouting

    init(interactor: any AddContactInteractorInput, router: any AddContactRouting) {
        self.interactor = interactor
        self.router = router
    }
}

extension AddContactPresenter: AddContactPresenting {
    func firstNameChanged(_ text: String) {
        interactor.changeFirstName(to: text)
    }

    func lastNameChanged(_ text: String) {
        interactor.changeLastName(to: text)
    }

    func doneButtonTapped() {
        interactor.saveContact()
    }

    func cancelButtonTapped() {
        router.dismiss()
    }
}

extension AddContactPresenter: AddContactInteractorOutput {
    func interactorDidSaveContact(withID id: Int) {
        // Dismissed first, so the list inserts its row once it is on screen again.
        router.dismiss()
        delegate?.addContactModuleDidAddContact(withID: id)
    }

    func interactorDidRejectName(_ problem: AddContactNameProblem) {
        let message =
            switch problem {
            case .missingName: "A contact must have first and last names"
            case .tooLong: "A name can have at most 100 characters"
            }
        view?.showAlert(.notice(title: "Error", message: message, button: "Ok"))
    }

    func interactorDidFailToSave(_ error: StoreError) {
        view?.showAlert(.notice(title: "Could not save", message: "Your contact was not saved: \(error.reason)"))
    }
}
