import Models

// The boundary of the New Contact interactor: the use case it offers, how it answers, and the
// module's own values it answers with. It answers with the new contact's id, never the contact, the
// book or a Models name problem.

/// Why the names typed cannot make a contact.
enum AddContactNameProblem: Equatable {
    /// The first or the last name is empty once trimmed.
    case missingName
    case tooLong
}

/// The New Contact use case. Answers come back through `AddContactInteractorOutput`.
@MainActor
protocol AddContactInteractorInput: AnyObject {
    /// The first name, as typed so far.
    func changeFirstName(to text: String)
    /// The last name, as typed so far.
    func changeLastName(to text: String)
    /// Validates the names typed so far and saves them as a new contact.
    func saveContact()
}

/// How the New Contact interactor answers.
@MainActor
protocol AddContactInteractorOutput: AnyObject {
    /// After each change of a name: whether either name has more than whitespace, which closing the
    /// form would lose.
    func interactorDidChangeNames(hasChanges: Bool)
    /// The contact with `id` is saved.
    func interactorDidSaveContact(withID id: Int)
    func interactorDidRejectName(_ problem: AddContactNameProblem)
    func interactorDidFailToSave(_ error: StoreError)
}
