import Models

/// What New Contact asks of the presenter of the list that opened it, the one owner of the contact
/// book: add a contact with these names. The owner saves it on top of the book as it is now (so a
/// contact imported while the form was open is kept) and shows it; New Contact writes nothing itself.
@MainActor
protocol AddContactPresenterDelegate: AnyObject {
    /// Adds a contact named `name` and saves the book; throws the store's refusal, with nothing added.
    func addContact(named name: ContactName) throws(StoreError)
}
