import Models

/// How the New Contact screen hands its result to whoever presented it; that one dismisses it.
@MainActor
protocol AddContactViewControllerDelegate: AnyObject {
    /// The user tapped "Done" with valid names; the screen stays until the delegate dismisses it.
    func addContactViewController(_ controller: AddContactViewController, didEnter name: ContactName)
    func addContactViewControllerDidCancel(_ controller: AddContactViewController)
}
