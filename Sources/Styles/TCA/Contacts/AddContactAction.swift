import Models

/// What happened on the New Contact form. Its outcomes go to the Contacts feature as `delegate`
/// actions, which that feature reacts to by closing the form (and adopting the saved book).
enum AddContactAction: AlertAction {
    /// What the form tells the feature that presents it.
    enum Delegate: Equatable {
        /// The store accepted the book with the new contact.
        case saved(ContactBook)
        /// The user left the form without saving.
        case cancelled
    }

    case firstNameChanged(String)
    case lastNameChanged(String)
    case cancelButtonTapped
    case doneButtonTapped
    /// The user swiped the sheet down and it stayed, because the form has changes: ask what to do.
    case swipeDownRefused
    /// "Discard Changes" on the action sheet a refused swipe shows.
    case discardChangesTapped
    /// "Ok" or "OK" on the form's alert, or "Keep Editing" on the action sheet.
    case alertDismissed
    case saveResponse(Result<ContactBook, StoreError>)
    case delegate(Delegate)
}
