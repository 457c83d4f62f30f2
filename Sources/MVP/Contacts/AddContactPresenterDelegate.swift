import Models

/// What New Contact needs from the presenter of the list that opened it, which it holds weakly: the
/// contacts as they are when "Done" is tapped, to add to (so a contact imported while the form was
/// open is kept), and the news of the contact once it is saved. The list's presenter stays the one
/// owner of the book.
@MainActor
protocol AddContactPresenterDelegate: AnyObject {
    var contactBook: ContactBook { get }
    /// `book`, now saved, holds the new `contact`; New Contact has already closed.
    func addContactDidSave(_ contact: Contact, in book: ContactBook)
}
