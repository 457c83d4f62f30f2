import Models

@testable import MVVM

/// Stands in for the contacts list: answers with a canned book and records what was saved, with
/// whether the New Contact screen had already asked to close at that moment.
@MainActor
final class AddContactDelegateSpy: AddContactViewModelDelegate {
    struct Saved: Equatable {
        let book: ContactBook
        let contact: Contact
        let wasFinished: Bool
    }

    var contactBook: ContactBook
    private(set) var saved: [Saved] = []

    init(book: ContactBook = ContactBook()) {
        contactBook = book
    }

    func addContactViewModel(_ viewModel: AddContactViewModel, didSave book: ContactBook, adding contact: Contact) {
        saved.append(Saved(book: book, contact: contact, wasFinished: viewModel.isFinished.value))
    }
}
