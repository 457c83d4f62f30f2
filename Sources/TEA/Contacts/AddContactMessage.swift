import Models

/// What happened on the New Contact form. `cancelButtonTapped` and `saved` are its outcomes: the
/// Contacts update reacts to them by closing the form (and adopting the saved book); the form's own
/// update changes nothing for them.
enum AddContactMessage: AlertMessage {
    case firstNameChanged(String)
    case lastNameChanged(String)
    case cancelButtonTapped
    case doneButtonTapped
    /// "Ok" or "OK" on the form's alert.
    case alertDismissed
    /// The store accepted the book with the new contact.
    case saved(ContactBook)
    /// The store refused the book with the new contact.
    case saveFailed(StoreError)
}
