import Models

/// What the New Contact form's update asks the world to do; the Contacts effect handler performs it.
enum AddContactEffect: Equatable {
    /// Saves the book with the new contact; answered by `.saved` or `.saveFailed`.
    case save(ContactBook)
}
