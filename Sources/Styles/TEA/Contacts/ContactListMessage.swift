import Models

/// What happened on the Contacts screen: what the user did, what the screen went through, and what
/// an effect answered. Messages of the New Contact form come wrapped in `.addContact`.
enum ContactListMessage: AlertMessage {
    // MARK: The screen

    case viewDidLoad
    case viewDidAppear

    // MARK: The user

    case addButtonTapped
    case importButtonTapped
    /// "Retry" on the alert of a failed import.
    case retryChosen
    /// "OK" or "Cancel" on an alert that asks nothing more.
    case alertDismissed
    case addContact(AddContactMessage)

    // MARK: Answers of effects

    case loadFinished(Result<ContactBook, StoreError>)
    case directoryAnswered(Result<[Employee], DirectoryError>)
    case importSaveFinished(Result<ContactBook, StoreError>, added: Int, skipped: Int)
}
