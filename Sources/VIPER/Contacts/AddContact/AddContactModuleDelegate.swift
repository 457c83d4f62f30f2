import Models

/// Where a New Contact module reports its result: the module that opened it, held weakly.
@MainActor
protocol AddContactModuleDelegate: AnyObject {
    /// `contact` was saved as part of `book`, and the New Contact screen is already dismissed.
    func addContactModule(didAdd contact: Contact, to book: ContactBook)
}
