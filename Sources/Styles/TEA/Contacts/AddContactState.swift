import Models

/// The New Contact form while it is shown: what was typed, and the alert it shows, if any.
struct AddContactState: Equatable {
    var firstName = ""
    var lastName = ""
    var alert: AlertState<AddContactMessage>? = nil

    /// Whether closing the form would lose something: a name has text once trimmed.
    var hasChanges: Bool {
        !firstName.trimmedForNames.isEmpty || !lastName.trimmedForNames.isEmpty
    }
}
