/// Where the New Contact scene can go.
@MainActor
protocol AddContactRoutingLogic: AnyObject {
    /// Closes New Contact; a saved contact goes into the contacts scene's data store on the way.
    func routeToListContacts()
}
