import Models

/// What the New Contact scene keeps for its router to pass on.
@MainActor
protocol AddContactDataStore: AnyObject {
    /// The contact saved by this scene; nil until one is.
    var addedContact: Contact? { get }
    /// The book as saved with `addedContact`; nil until a contact is saved.
    var savedBook: ContactBook? { get }
}
