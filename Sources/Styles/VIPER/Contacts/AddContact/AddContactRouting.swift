/// What the New Contact presenter asks of its router.
@MainActor
protocol AddContactRouting: AnyObject {
    /// Closes the New Contact screen.
    func dismiss()
}
