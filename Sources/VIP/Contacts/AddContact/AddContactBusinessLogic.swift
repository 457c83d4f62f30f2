/// The New Contact use case, as the view controller starts it.
@MainActor
protocol AddContactBusinessLogic: AnyObject {
    func saveContact(request: AddContact.SaveContact.Request)
}
