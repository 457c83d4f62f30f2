import Models

/// Everything the Contacts screen shows or waits for, New Contact's form included while it is shown.
/// Only `ContactListUpdate` changes it; `ContactListView.of` says what the screen shows of it.
struct ContactListState: Equatable {
    /// The last book the store accepted.
    var book = ContactBook()
    /// Whether a request to the directory is pending; a second one must not start.
    var isImporting = false
    var alert: AlertState<ContactListMessage>? = nil
    /// Stored contacts that could not be read, held until the screen first appears and can say so.
    var pendingLoadFailure: StoreError? = nil
    /// New Contact, shown while this is not nil.
    var addContact: AddContactState? = nil
}
