import Models

/// The New Contact form's rules. They update the whole Contacts state, not the form's part alone:
/// a saved contact joins the list's book, and closing the form is taking it out of the state.
enum AddContactUpdate {
    static func update(_ state: inout ContactListState, _ message: AddContactMessage) -> [ContactListEffect] {
        switch message {
        case .firstNameChanged(let text):
            state.newContact?.firstName = text
        case .lastNameChanged(let text):
            state.newContact?.lastName = text
        case .cancelButtonTapped:
            state.newContact = nil
        case .doneButtonTapped:
            return doneButtonTapped(&state)
        case .alertDismissed:
            state.newContact?.alert = nil
        case .saveFinished(.success(let book), let contact):
            state.adopt(book, insertedRow: book.sortedIndex(of: contact))
            state.newContact = nil
        case .saveFinished(.failure(let error), _):
            state.newContact?.alert = .notice(
                title: "Could not save", message: "Your contact was not saved: \(error.reason)",
                dismissal: .alertDismissed)
        }
        return []
    }

    /// Adds to the book as it is when "Done" is tapped, so a contact imported meanwhile is kept.
    private static func doneButtonTapped(_ state: inout ContactListState) -> [ContactListEffect] {
        guard let form = state.newContact else { return [] }
        switch ContactName.validate(firstName: form.firstName, lastName: form.lastName) {
        case .failure(.missingName):
            state.newContact?.alert = .error("A contact must have first and last names")
        case .failure(.tooLong):
            state.newContact?.alert = .error("A name can have at most 100 characters")
        case .success(let name):
            let (book, contact) = state.book.adding(name)
            return [.saveContact(book, contact)]
        }
        return []
    }
}

extension AlertState where Action == AddContactMessage {
    /// What is wrong with the typed names.
    fileprivate static func error(_ message: String) -> AlertState {
        .notice(title: "Error", message: message, button: "Ok", dismissal: .alertDismissed)
    }
}
