import Models

/// What the Contacts update functions ask the world to do, as data; `ContactListEffectHandler`
/// performs them. Each names the message that answers.
enum ContactListEffect: Equatable {
    /// Reads the stored book; answered by `.loadFinished`.
    case load
    /// Asks the employee directory; answered by `.directoryAnswered`.
    case fetchEmployees
    /// What New Contact's update asks for; answered by a New Contact message.
    case addContact(AddContactEffect)
    /// Saves the book with an import's new contacts, in one write; answered by `.importSaveFinished`,
    /// which carries the counts on to the summary.
    case saveImport(ContactBook, added: Int, skipped: Int)
}
