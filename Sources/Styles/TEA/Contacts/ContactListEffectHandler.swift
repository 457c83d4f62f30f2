import Models

/// Performs the Contacts feature's effects with the injected store and directory, and sends back
/// what they answered. It is the only Contacts code that touches either.
@MainActor
struct ContactListEffectHandler {
    let store: any ContactStore
    let directory: any EmployeeDirectory

    func perform(_ effect: ContactListEffect, send: @escaping @MainActor (ContactListMessage) -> Void) {
        switch effect {
        case .load:
            send(.loadFinished(Result { () throws(StoreError) in try store.load() }))
        case .fetchEmployees:
            // `send` holds the driver weakly: an answer after the screen is gone goes nowhere.
            directory.fetchEmployees { result in send(.directoryAnswered(result)) }
        case .addContact(.save(let book)):
            switch saving(book) {
            case .success(let book): send(.addContact(.saved(book)))
            case .failure(let error): send(.addContact(.saveFailed(error)))
            }
        case .saveImport(let book, let added, let skipped):
            send(.importSaveFinished(saving(book), added: added, skipped: skipped))
        }
    }

    private func saving(_ book: ContactBook) -> Result<ContactBook, StoreError> {
        Result { () throws(StoreError) in
            try store.save(book)
            return book
        }
    }
}
