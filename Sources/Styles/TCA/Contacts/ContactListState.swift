import Models

/// Everything the Contacts screen shows or waits for, New Contact's form included while it is
/// presented. Only `ContactListReducer` changes it.
struct ContactListState: Equatable {
    /// The last book the store accepted.
    var book = ContactBook()
    /// Whether a request to the directory is pending; a second one must not start.
    var isImporting = false
    var alert: AlertState<ContactListAction>? = nil
    /// Stored contacts that could not be read, held until the screen first appears and can say so.
    var pendingLoadFailure: StoreError? = nil
    /// New Contact, presented while this is not nil (TCA's `@Presents`).
    var addContact: AddContactState? = nil
}
