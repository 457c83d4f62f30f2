import Models

// The boundary of the contacts interactor: the use cases it offers, how it answers, and the plain
// values it answers with. Entities stop here: the presenter never sees a ContactBook, a Contact or an
// ImportResult.

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
    /// The contact at `position` of the saved list, counted from 0 in the order it is shown.
    func contact(at position: Int) -> ContactListItem
}

/// How the contacts interactor answers. Every list it reports is saved, in the order it is shown; it
/// reports how many contacts the list has, and the contacts are asked for one at a time, by position
/// (`contact(at:)`), so that a change to a long list hands over only the contacts a screen shows.
@MainActor
protocol ContactListInteractorOutput: AnyObject {
    func interactorDidLoad(contactCount: Int)
    /// The stored contacts could not be read; the list starts empty.
    func interactorDidFailToLoad(_ error: StoreError)
    /// A request to the directory is under way; no other starts until it is answered.
    func interactorDidStartImport()
    /// The import finished: `added` contacts were saved in one write (none when `added` is 0).
    func interactorDidImport(contactCount: Int, added: Int, skipped: Int)
    /// The directory answered, but the new contacts could not be saved; nothing was added.
    func interactorDidFailToSaveImport(_ error: StoreError)
    func interactorDidFailToImport(_ error: DirectoryError)
    /// The list now has `contactCount` contacts, the added one at `row`.
    func interactorDidFindAddedContact(at row: Int, contactCount: Int)
}
