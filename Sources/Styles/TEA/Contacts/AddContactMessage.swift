import Models

/// What happened on the New Contact form. `cancelButtonTapped`, `swipedDown`, `discardChangesTapped`
/// and `saved` are its outcomes: the Contacts update reacts to them by closing the form (and adopting
/// the saved book); the form's own update changes nothing for them.
enum AddContactMessage: AlertMessage {
    case firstNameChanged(String)
    case lastNameChanged(String)
    case cancelButtonTapped
    case doneButtonTapped
    /// The user swiped the sheet down and it stayed, because the form has changes: ask what to do.
    case swipeDownRefused
    /// The user swiped the sheet down and it closed, the form having no changes: as Cancel.
    case swipedDown
    /// "Discard Changes" on the action sheet a refused swipe shows.
    case discardChangesTapped
    /// "Ok" or "OK" on the form's alert, or "Keep Editing" on the action sheet.
    case alertDismissed
    /// The store accepted the book with the new contact.
    case saved(ContactBook)
    /// The store refused the book with the new contact.
    case saveFailed(StoreError)
}
