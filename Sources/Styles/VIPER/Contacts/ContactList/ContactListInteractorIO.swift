import Models

// The boundary of the contacts interactor: the use cases it offers, how it answers, and the module's
// own values it answers with. Entities stop here: the presenter never sees a ContactBook, a Contact or
// an ImportResult.

/// A contact as the use cases report it.
struct ContactListItem: Equatable {
    let id: Int
    let fullName: String
}

/// The contacts use cases the presenter can start. Answers come back through
/// `ContactListInteractorOutput`.
@MainActor
protocol ContactListInteractorInput: AnyObject {
    func loadContacts()
    /// Asks the directory for its employees; does nothing while a request is pending.
    func importContacts()
    /// Finds a contact that New Contact just added, for the output to show where it joined the list.
    func findAddedContact(id: Int)
}

/// How the contacts interactor answers. Every list it reports is the whole saved list, in the order
/// it is shown.
@MainActor
protocol ContactListInteractorOutput: AnyObject {
    func interactorDidLoad(_ contacts: [ContactListItem])
    /// The stored contacts could not be read; `contacts` are the ones kept, none at launch.
    func interactorDidFailToLoad(_ error: StoreError, contacts: [ContactListItem])
    /// A request to the directory is under way; no other starts until it is answered.
    func interactorDidStartImport()
    /// The import finished: `added` contacts were saved in one write (none when `added` is 0).
    func interactorDidImport(_ contacts: [ContactListItem], added: Int, skipped: Int)
    /// The directory answered, but the new contacts could not be saved; nothing was added.
    func interactorDidFailToSaveImport(_ error: StoreError)
    func interactorDidFailToImport(_ error: DirectoryError)
    /// `contacts` is the list with the added contact at `row`.
    func interactorDidFindAddedContact(_ contacts: [ContactListItem], at row: Int)
}
