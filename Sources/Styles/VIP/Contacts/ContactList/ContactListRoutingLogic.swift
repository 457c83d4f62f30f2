/// Where the contacts scene can go.
@MainActor
protocol ContactListRoutingLogic: AnyObject {
    /// Presents New Contact modally, in its own navigation stack.
    func routeToCreateContact()
}
