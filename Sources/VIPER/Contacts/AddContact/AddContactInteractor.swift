import Models

/// Validates a new contact's names and saves it into the book the contacts modules share, as that
/// book is now: a contact imported while the screen was open is kept.
@MainActor
final class AddContactInteractor: AddContactInteractorInput {
    weak var output: (any AddContactInteractorOutput)?
    let dataManager: ContactBookDataManager

    init(dataManager: ContactBookDataManager) {
        self.dataManager = dataManager
    }

    func addContact(firstName: String, lastName: String) {
        switch ContactName.validate(firstName: firstName, lastName: lastName) {
        case .failure(let problem):
            output?.interactorDidRejectName(problem)
        case .success(let name):
            let (book, contact) = dataManager.book.adding(name)
            do {
                try dataManager.save(book)
            } catch {
                output?.interactorDidFailToSave(error)
                return
            }
            output?.interactorDidAddContact(withID: contact.id)
        }
    }
}
