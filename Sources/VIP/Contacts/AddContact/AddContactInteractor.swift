import Models

/// Validates a new contact's names and has the shared contacts worker save it into the book as it
/// is now (a contact imported while the screen was open is kept). As the scene's data store, it
/// keeps the saved contact for the router to pass back to the list.
@MainActor
final class AddContactInteractor: AddContactBusinessLogic, AddContactDataStore {
    let presenter: any AddContactPresentationLogic
    let worker: any ContactsWorkerProtocol
    private(set) var addedContact: Contact?

    init(presenter: any AddContactPresentationLogic, worker: any ContactsWorkerProtocol) {
        self.presenter = presenter
        self.worker = worker
    }

    func saveContact(request: AddContact.SaveContact.Request) {
        switch ContactName.validate(firstName: request.firstName, lastName: request.lastName) {
        case .failure(let problem):
            presenter.presentRefusal(response: AddContact.Refusal.Response(reason: .invalidName(problem)))
        case .success(let name):
            let (book, contact) = worker.book.adding(name)
            do {
                try worker.save(book)
            } catch {
                presenter.presentRefusal(response: AddContact.Refusal.Response(reason: .notSaved(error)))
                return
            }
            addedContact = contact
            presenter.presentSavedContact(response: AddContact.SaveContact.Response())
        }
    }
}
