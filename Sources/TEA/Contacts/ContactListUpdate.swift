import Models

/// The Contacts screen's rules, as one pure function: the state and a message in, the next state and
/// the effects to perform out. The New Contact form's messages go to `AddContactUpdate`.
enum ContactListUpdate {
    static func update(_ state: inout ContactListState, _ message: ContactListMessage) -> [ContactListEffect] {
        switch message {
        case .viewLoaded:
            return [.load]
        case .loadFinished(.success(let book)):
            state.adopt(book)
        case .loadFinished(.failure(let error)):
            state.pendingLoadFailure = error
        case .viewAppeared:
            // The Contacts tab may be opened long after launch: its load alert waits for it.
            if let failure = state.pendingLoadFailure {
                state.pendingLoadFailure = nil
                state.alert = .loadFailure(failure, of: "contacts", dismissal: .alertDismissed)
            }
        case .addButtonTapped:
            state.newContact = AddContactState()
        case .importButtonTapped:
            return startImport(&state)
        case .retryChosen:
            state.alert = nil
            return startImport(&state)
        case .directoryAnswered(let answer):
            return directoryAnswered(answer, &state)
        case .importSaveFinished(.success(let book), let added, let skipped):
            state.adopt(book)
            state.alert = .importFinished(added: added, skipped: skipped)
        case .importSaveFinished(.failure(let error), _, _):
            state.alert = .notice(
                title: "Could not save", message: "Your contacts were not saved: \(error.reason)",
                dismissal: .alertDismissed)
        case .alertDismissed:
            state.alert = nil
        case .newContact(let message):
            return AddContactUpdate.update(&state, message)
        }
        return []
    }

    /// What "Import" and "Retry" do: one request at a time.
    private static func startImport(_ state: inout ContactListState) -> [ContactListEffect] {
        guard !state.isImporting else { return [] }
        state.isImporting = true
        return [.fetchEmployees]
    }

    /// Merges the answer into the book as it is now; an import that adds nothing writes nothing.
    private static func directoryAnswered(
        _ answer: Result<[Employee], DirectoryError>, _ state: inout ContactListState
    ) -> [ContactListEffect] {
        state.isImporting = false
        switch answer {
        case .success(let employees):
            let result = state.book.importing(employees)
            guard result.added.isEmpty else {
                return [.saveImport(result.book, added: result.added.count, skipped: result.skipped)]
            }
            state.alert = .importFinished(added: 0, skipped: result.skipped)
        case .failure(let error):
            state.alert = .importFailed(reason: error.reason)
        }
        return []
    }
}
