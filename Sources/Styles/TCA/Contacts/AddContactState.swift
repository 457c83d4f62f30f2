import Models

/// The New Contact form while it is presented: what was typed, the alert it shows, and the book the
/// new contact goes into, which the Contacts feature keeps current (an import may finish meanwhile).
struct AddContactState: Equatable {
    var book = ContactBook()
    var firstName = ""
    var lastName = ""
    var alert: AlertState<AddContactAction>? = nil

    /// Whether closing the form would lose something: a name has text once trimmed.
    var hasChanges: Bool {
        !firstName.trimmedForNames.isEmpty || !lastName.trimmedForNames.isEmpty
    }
}
