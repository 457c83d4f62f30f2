import Models

@testable import MVP

/// Stands in for the list's presenter: it answers with the book a test gives it and records each
/// saved contact it hears of, with what the New Contact view had been told by then.
@MainActor
final class AddContactPresenterDelegateSpy: AddContactPresenterDelegate {
    struct Saved: Equatable {
        let contact: Contact
        let book: ContactBook
    }

    var contactBook: ContactBook
    private(set) var saved: [Saved] = []
    /// Runs when a saved contact is reported, for a test to look at the moment.
    var onSave: () -> Void = {}

    init(contactBook: ContactBook = ContactBook()) {
        self.contactBook = contactBook
    }

    func addContactDidSave(_ contact: Contact, in book: ContactBook) {
        saved.append(Saved(contact: contact, book: book))
        onSave()
    }
}
