import Models

/// What the contacts scene keeps for other scenes' routers to fill in.
@MainActor
protocol ContactListDataStore: AnyObject {
    /// The contact New Contact saved, passed in by its router as it closes; taken when shown.
    var addedContact: Contact? { get set }
}
