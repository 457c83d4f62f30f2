import Models

/// The Contacts screen's rules, New Contact's included: this reducer runs the form's reducer on the
/// form's state while it is presented, and reacts to the form's `delegate` actions by closing it.
/// The store and the directory are values given to it, touched only in the effects it returns.
struct ContactListReducer: Reducer {
    let store: any ContactStore
    let directory: any EmployeeDirectory
    let addContact: AddContactReducer

    init(store: any ContactStore, directory: any EmployeeDirectory) {
        self.store = store
        self.directory = directory
        addContact = AddContactReducer(store: store)
    }

    func reduce(into state: inout ContactListState, action: ContactListAction) -> Effect<ContactListAction> {
        switch action {
        case .launched:
            return .run { [store] send in
                send(.loadResponse(Result { () throws(StoreError) in try store.load() }))
            }
        case .loadResponse(.success(let book)):
            state.book = book
        case .loadResponse(.failure(let error)):
            state.pendingLoadFailure = error
        case .onAppear:
            // The Contacts tab may be opened long after launch: its load alert waits for it.
            if let failure = state.pendingLoadFailure {
                state.pendingLoadFailure = nil
                state.alert = .loadFailure(failure, of: "contacts")
            }
        case .addButtonTapped:
            state.addContact = AddContactState(book: state.book)
        case .addContact(.delegate(.saved(let book))):
            state.book = book
            state.addContact = nil
        case .addContact(.delegate(.cancelled)), .addContactDismissed:
            state.addContact = nil
        case .addContact(let child):
            guard var form = state.addContact else { return .none }
            let effect = addContact.reduce(into: &form, action: child)
            state.addContact = form
            return effect.map(ContactListAction.addContact)
        case .importButtonTapped:
            return startImport(&state)
        case .retryChosen:
            state.alert = nil
            return startImport(&state)
        case .directoryResponse(let answer):
            return directoryResponse(answer, &state)
        case .importSaveResponse(.success(let book), let added, let skipped):
            state.book = book
            // A form open meanwhile adds to the book with the imported contacts.
            state.addContact?.book = book
            state.alert = .importFinished(added: added, skipped: skipped)
        case .importSaveResponse(.failure(let error), _, _):
            state.alert = .notice(title: "Could not save", message: "Your contacts were not saved: \(error.reason)")
        case .alertDismissed:
            state.alert = nil
        }
        return .none
    }

    /// What "Import" and "Retry" do: one request at a time.
    private func startImport(_ state: inout ContactListState) -> Effect<ContactListAction> {
        guard !state.isImporting else { return .none }
        state.isImporting = true
        return .future { [directory] answer in
            directory.fetchEmployees { answer(.directoryResponse($0)) }
        }
    }

    /// Merges the answer into the book as it is now; an import that adds nothing writes nothing.
    private func directoryResponse(
        _ answer: Result<[Employee], DirectoryError>, _ state: inout ContactListState
    ) -> Effect<ContactListAction> {
        state.isImporting = false
        switch answer {
        case .success(let employees):
            let result = state.book.importing(employees)
            guard result.added.isEmpty else {
                let (book, added, skipped) = (result.book, result.added.count, result.skipped)
                return .run { [store] send in
                    send(
                        .importSaveResponse(
                            Result { () throws(StoreError) in
                                try store.save(book)
                                return book
                            }, added: added, skipped: skipped))
                }
            }
            state.alert = .importFinished(added: 0, skipped: result.skipped)
        case .failure(let error):
            state.alert = .importFailed(reason: error.reason)
        }
        return .none
    }
}
