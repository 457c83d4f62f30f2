import Models

/// What the contacts scene keeps that other scenes' routers may fill in.
@MainActor
protocol ContactListDataStore: AnyObject {
    /// The book the list shows, as last saved.
    var book: ContactBook { get set }
    /// The contact New Contact saved into `book`, passed in by its router as it closes; taken when shown.
    var addedContact: Contact? { get set }
}
