import Models

/// What happened on the Contacts screen: what the user did, what the screen went through, and what
/// an effect answered. New Contact's actions come wrapped in `.addContact`.
enum ContactListAction: AlertAction {
    // MARK: The feature and its screen

    /// The app made the feature; sent once, by the composition root.
    case launched
    case onAppear

    // MARK: The user

    case addButtonTapped
    case importButtonTapped
    /// "Retry" on the alert of a failed import.
    case retryChosen
    /// "OK" or "Cancel" on an alert that asks nothing more.
    case alertDismissed
    case addContact(AddContactAction)
    /// The sheet closed by itself: an unchanged form swiped down (TCA's `.dismiss`).
    case addContactDismissed

    // MARK: Answers of effects

    case loadResponse(Result<ContactBook, StoreError>)
    case directoryResponse(Result<[Employee], DirectoryError>)
    /// The store's answer to saving an import, with the counts the summary tells.
    case importSaveResponse(Result<ContactBook, StoreError>, added: Int, skipped: Int)
}
