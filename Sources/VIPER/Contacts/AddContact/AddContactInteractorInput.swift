/// The New Contact use case. Answers come back through `AddContactInteractorOutput`.
@MainActor
protocol AddContactInteractorInput: AnyObject {
    func addContact(firstName: String, lastName: String)
}
