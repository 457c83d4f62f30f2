import Models

/// Holds the names being typed, says whether they are a change a close would lose, validates them and
/// saves the new contact into the book the contacts modules share, as that book is now: a contact
/// imported while the screen was open is kept.
@MainActor
final class AddContactInteractor: AddContactInteractorInput {
    weak var output: (any AddContactInteractorOutput)?
    private let dataManager: ContactBookDataManager
    private var firstName = ""
    private var lastName = ""

    init(dataManager: ContactBookDataManager) {
        self.dataManager = dataManager
    }

    func changeFirstName(to text: String) {
        firstName = text
        reportChanges()
    }

    func changeLastName(to text: String) {
        lastName = text
        reportChanges()
    }

    func saveContact() {
        switch ContactName.validate(firstName: firstName, lastName: lastName) {
        case .failure(let problem):
            output?.interactorDidRejectName(AddContactNameProblem(problem))
        case .success(let name):
            let (book, contact) = dataManager.book.adding(name)
            do {
                try dataManager.save(book)
            } catch {
                output?.interactorDidFailToSave(error)
                return
            }
            output?.interactorDidSaveContact(withID: contact.id)
        }
    }

    /// Text in either field, once trimmed, is what closing the form would lose.
    private func reportChanges() {
        let hasChanges = !firstName.trimmedForNames.isEmpty || !lastName.trimmedForNames.isEmpty
        output?.interactorDidChangeNames(hasChanges: hasChanges)
    }
}

extension AddContactNameProblem {
    /// The conversion happens here, before anything leaves the interactor.
    fileprivate init(_ problem: ContactName.Problem) {
        switch problem {
        case .missingName: self = .missingName
        case .tooLong: self = .tooLong
        }
    }
}
