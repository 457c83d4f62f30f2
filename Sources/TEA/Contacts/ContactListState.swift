import Models

/// Everything the Contacts feature shows or waits for, New Contact included: the form adds to the
/// same book the list shows, so both are one value. Only the update functions change it.
struct ContactListState: Equatable {
    /// The last book the store accepted.
    var book = ContactBook()
    /// Counts the books adopted, so the view can tell a new book from the one it shows without
    /// comparing thousands of contacts.
    var bookRevision = 0
    /// Where the last adopted book differs from the one before it by one new contact, its row, for the
    /// view to insert; nil when the view should reload.
    var insertedRow: Int? = nil
    /// Whether a request to the directory is pending; a second one must not start.
    var isImporting = false
    var alert: AlertState<ContactListMessage>? = nil
    /// Stored contacts that could not be read, held until the screen first appears and can say so.
    var pendingLoadFailure: StoreError? = nil
    /// New Contact, shown while this is not nil.
    var newContact: AddContactState? = nil

    /// Shows `book` from now on; `insertedRow` says where it has one contact more than the book shown.
    mutating func adopt(_ book: ContactBook, insertedRow: Int? = nil) {
        self.book = book
        self.insertedRow = insertedRow
        bookRevision += 1
    }
}
