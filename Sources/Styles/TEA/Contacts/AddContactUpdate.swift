import Models

/// The New Contact form's rules, on the form's own state. It reads the list's book, to add to it,
/// and changes nothing of the list: its outcomes (`cancelButtonTapped`, `swipedDown`,
/// `discardChangesTapped`, `saved`) are for the Contacts update, which closes the form and adopts the
/// saved book.
enum AddContactUpdate {
    /// `book` is the list's book as it is when the message arrives, so a contact imported while the
    /// form is open is kept.
    static func update(
        _ state: inout AddContactState, _ message: AddContactMessage, book: ContactBook
    ) -> [AddContactEffect] {
        switch message {
        case .firstNameChanged(let text):
            state.firstName = text
        case .lastNameChanged(let text):
            state.lastName = text
        case .doneButtonTapped:
            return doneButtonTapped(&state, book: book)
        case .swipeDownRefused:
            // The sheet refuses only while the form has changes (the view says it is modal then).
            state.alert = .discardChanges
        case .alertDismissed:
            state.alert = nil
        case .saveFailed(let error):
            state.alert = .notice(title: "Could not save", message: "Your contact was not saved: \(error.reason)")
        case .cancelButtonTapped, .swipedDown, .discardChangesTapped, .saved:
            break
        }
        return []
    }

    private static func doneButtonTapped(_ state: inout AddContactState, book: ContactBook) -> [AddContactEffect] {
        switch ContactName.validate(firstName: state.firstName, lastName: state.lastName) {
        case .failure(.missingName):
            state.alert = .error("A contact must have first and last names")
        case .failure(.tooLong):
            state.alert = .error("A name can have at most 100 characters")
        case .success(let name):
            return [.save(book.adding(name).book)]
        }
        return []
    }
}

extension AlertState where Message == AddContactMessage {
    /// What is wrong with the typed names.
    fileprivate static func error(_ message: String) -> AlertState {
        .notice(title: "Error", message: message, button: "Ok")
    }

    /// What a refused swipe asks: leave the typed names, or go on typing them.
    fileprivate static var discardChanges: AlertState {
        AlertState(
            title: "", message: "", style: .actionSheet,
            buttons: [
                Button(title: "Discard Changes", role: .destructive, choice: .discardChangesTapped),
                Button(title: "Keep Editing", role: .cancel, choice: .alertDismissed),
            ])
    }
}
