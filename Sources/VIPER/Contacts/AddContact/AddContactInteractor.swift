import Models

/// Validates a new contact's names and saves the book with it.
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
            output?.interactorDidAdd(contact, to: book)
        }
    }
}
