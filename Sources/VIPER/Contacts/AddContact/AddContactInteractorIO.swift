import Models

// The boundary of the New Contact interactor: the use case it offers and how it answers. It answers
// with the new contact's id, never the contact or the book.

/// The New Contact use case. Answers come back through `AddContactInteractorOutput`.
@MainActor
protocol AddContactInteractorInput: AnyObject {
    func addContact(firstName: String, lastName: String)
}

/// How the New Contact interactor answers.
@MainActor
protocol AddContactInteractorOutput: AnyObject {
    /// The contact with `id` is saved.
    func interactorDidAddContact(withID id: Int)
    func interactorDidRejectName(_ problem: ContactName.Problem)
    func interactorDidFailToSave(_ error: StoreError)
}
