/// Where the New Contact scene can go.
@MainActor
protocol AddContactRoutingLogic: AnyObject {
    /// Closes New Contact; a saved contact goes back into the contacts scene, which shows it.
    func routeToContactList()
}
