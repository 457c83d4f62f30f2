import Models

/// What happened on the Contacts screen: what the user did, what the screen went through, and what
/// an effect answered. Messages of the New Contact form come wrapped in `.newContact`.
enum ContactListMessage: Equatable {
    // MARK: The screen

    case viewLoaded
    case viewAppeared

    // MARK: The user

    case addButtonTapped
    case importButtonTapped
    /// "Retry" on the alert of a failed import.
    case retryChosen
    /// "OK" or "Cancel" on an alert that asks nothing more.
    case alertDismissed
    case newContact(AddContactMessage)

    // MARK: Answers of effects

    case loadFinished(Result<ContactBook, StoreError>)
    case directoryAnswered(Result<[Employee], DirectoryError>)
    case importSaveFinished(Result<ContactBook, StoreError>, added: Int, skipped: Int)
}
