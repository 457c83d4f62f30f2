import Models

/// What happened on the New Contact form.
enum AddContactMessage: Equatable {
    case firstNameChanged(String)
    case lastNameChanged(String)
    case cancelButtonTapped
    case doneButtonTapped
    /// "Ok" or "OK" on the form's alert.
    case alertDismissed
    /// The store's answer to saving the book with `contact` added.
    case saveFinished(Result<ContactBook, StoreError>, contact: Contact)
}
