/// Where a New Contact module reports its result: the module that opened it, held weakly. It says
/// only which contact was added; the module that hears it asks its own interactor for the rest.
@MainActor
protocol AddContactModuleDelegate: AnyObject {
    /// The contact with `id` is saved, and the New Contact screen is already dismissed.
    func addContactModuleDidAddContact(withID id: Int)
}
