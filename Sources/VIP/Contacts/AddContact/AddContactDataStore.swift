import Models

/// What the New Contact scene keeps for its router to pass on.
@MainActor
protocol AddContactDataStore: AnyObject {
    /// The contact saved by this scene; nil until one is.
    var addedContact: Contact? { get }
}
