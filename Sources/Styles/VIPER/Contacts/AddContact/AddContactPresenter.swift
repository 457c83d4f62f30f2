import Models

/// Reacts to the New Contact screen: validation problems and save failures become alerts, a saved
/// contact closes the screen and goes to the module delegate. While the form holds text the screen is
/// modal in presentation, and a refused swipe down asks whether to discard it.
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

    func swipeDownRefused() {
        view?.showAlert(Self.discardChangesAlert)
    }

    func swipedDown() {
        // The sheet is closed already and nothing holds this module any more. As after Cancel, nothing
        // is saved and the contacts module is told nothing.
    }

    func alertButtonTapped(_ choice: AddContactAlertChoice) {
        switch choice {
        case .discardChanges: router.dismiss()
        }
    }
}

extension AddContactPresenter: AddContactInteractorOutput {
    func interactorDidChangeNames(hasChanges: Bool) {
        view?.displayModalInPresentation(hasChanges)
    }

    func interactorDidSaveContact(withID id: Int) {
        // Dismissed first, so the list inserts its row once it is on screen again.
        router.dismiss()
        delegate?.addContactModuleDidAddContact(withID: id)
    }

    func interactorDidRejectName(_ problem: AddContactNameProblem) {
        view?.showAlert(Self.nameProblemAlert(problem))
    }

    func interactorDidFailToSave(_ error: StoreError) {
        view?.showAlert(Self.saveFailureAlert(error))
    }
}
