import Models

/// The Contacts screen's rules, as one pure function: the state and a message in, the next state and
/// the effects to perform out. New Contact's messages go to `AddContactUpdate`, on the form's own
/// state; this function reacts to the form's outcomes.
enum ContactListUpdate {
    static func update(_ state: inout ContactListState, _ message: ContactListMessage) -> [ContactListEffect] {
        switch message {
        case .viewDidLoad:
            return [.load]
        case .loadFinished(.success(let book)):
            state.book = book
        case .loadFinished(.failure(let error)):
            state.pendingLoadFailure = error
        case .viewDidAppear:
            // The Contacts tab may be opened long after launch: its load alert waits for it.
            if let failure = state.pendingLoadFailure {
                state.pendingLoadFailure = nil
                state.alert = .loadFailure(failure, of: "contacts")
            }
        case .addButtonTapped:
            state.addContact = AddContactState()
        case .importButtonTapped:
            return startImport(&state)
        case .retryChosen:
            state.alert = nil
            return startImport(&state)
        case .directoryAnswered(let answer):
            return directoryAnswered(answer, &state)
        case .importSaveFinished(.success(let book), let added, let skipped):
            state.book = book
            state.alert = .importFinished(added: added, skipped: skipped)
        case .importSaveFinished(.failure(let error), _, _):
            state.alert = .notice(title: "Could not save", message: "Your contacts were not saved: \(error.reason)")
        case .alertDismissed:
            state.alert = nil
        case .addContact(let message):
            return addContact(message, &state)
        }
        return []
    }

    /// The form's outcomes close it, a saved book becoming the list's; its other messages are the
    /// form's own business.
    private static func addContact(_ message: AddContactMessage, _ state: inout ContactListState) -> [ContactListEffect]
    {
        switch message {
        case .cancelButtonTapped, .swipedDown, .discardChangesTapped:
            state.addContact = nil
        case .saved(let book):
            state.book = book
            state.addContact = nil
        case .firstNameChanged, .lastNameChanged, .doneButtonTapped, .swipeDownRefused, .alertDismissed, .saveFailed:
            guard var form = state.addContact else { return [] }
            let effects = AddContactUpdate.update(&form, message, book: state.book)
            state.addContact = form
            return effects.map(ContactListEffect.addContact)
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
