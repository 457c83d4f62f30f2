import Models

/// What the New Contact screen needs from the list that opened it: the book a new contact joins,
/// read at the moment of saving (an import may have changed it while the screen was open), and
/// a place to report the saved book.
@MainActor
protocol AddContactViewModelDelegate: AnyObject {
    var contactBook: ContactBook { get }
    func addContactViewModel(_ viewModel: AddContactViewModel, didSave book: ContactBook, adding contact: Contact)
}
