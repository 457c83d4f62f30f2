import Models

/// How the New Contact interactor answers.
@MainActor
protocol AddContactInteractorOutput: AnyObject {
    /// `contact` is saved as part of `book`.
    func interactorDidAdd(_ contact: Contact, to book: ContactBook)
    func interactorDidRejectName(_ problem: ContactName.Problem)
    func interactorDidFailToSave(_ error: StoreError)
}
