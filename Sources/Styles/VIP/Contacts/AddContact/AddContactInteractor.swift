import Models

/// The New Contact use cases and the scene's state: the names as typed and, once saved, the contact
/// and its book, which the scene's data store keeps for the router to pass back to the list.
///
/// The contact is added to the book as stored now, read through the worker when Done is tapped, so a
/// contact imported while the screen was open is kept: the store is what both scenes share.
///
/// The interactor also decides whether the form has unsaved changes (text in a field after
/// trimming), which keeps a swipe down from closing the sheet without asking.
@MainActor
final class AddContactInteractor: AddContactBusinessLogic, AddContactDataStore {
    let presenter: any AddContactPresentationLogic
    let worker: any ContactsWorkerProtocol
    private(set) var addedContact: Contact?
    private(set) var savedBook: ContactBook?
    private var firstName = ""
    private var lastName = ""

    init(presenter: any AddContactPresentationLogic, worker: any ContactsWorkerProtocol) {
        self.presenter = presenter
        self.worker = worker
    }

    private var hasChanges: Bool {
        !firstName.trimmedForNames.isEmpty || !lastName.trimmedForNames.isEmpty
    }

    func firstNameChanged(request: CreateContact.FirstNameChanged.Request) {
        firstName = request.text
        presenter.presentUnsavedChanges(response: CreateContact.UnsavedChanges.Response(hasChanges: hasChanges))
    }

    func lastNameChanged(request: CreateContact.LastNameChanged.Request) {
        lastName = request.text
        presenter.presentUnsavedChanges(response: CreateContact.UnsavedChanges.Response(hasChanges: hasChanges))
    }

    func doneButtonTapped(request: CreateContact.DoneButtonTapped.Request) {
        switch ContactName.validate(firstName: firstName, lastName: lastName) {
        case .failure(let problem):
            presenter.presentRefusal(response: CreateContact.Refusal.Response(reason: .invalidName(problem)))
        case .success(let name):
            do {
                let (book, contact) = try worker.load().adding(name)
                try worker.save(book)
                savedBook = book
                addedContact = contact
            } catch {
                presenter.presentRefusal(response: CreateContact.Refusal.Response(reason: .notSaved(error)))
                return
            }
            presenter.presentSavedContact(response: CreateContact.DoneButtonTapped.Response())
        }
    }

    /// The sheet stayed because the form has changes: the user is asked whether to drop them.
    func swipeDownRefused(request: CreateContact.SwipeDownRefused.Request) {
        presenter.presentDiscardConfirmation(response: CreateContact.SwipeDownRefused.Response())
    }

    /// The sheet closed without asking, so there was nothing to keep: the scene ends as after Cancel.
    func swipedDown(request: CreateContact.SwipedDown.Request) {
        presenter.presentDismissal(response: CreateContact.Dismissal.Response())
    }

    func alertButtonTapped(request: CreateContact.AlertButtonTapped.Request) {
        switch request.choice {
        case .discardChanges:
            presenter.presentDismissal(response: CreateContact.Dismissal.Response())
        }
    }
}
