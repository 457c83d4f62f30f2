/// What the New Contact interactor hands the presenter to format.
@MainActor
protocol AddContactPresentationLogic: AnyObject {
    func presentSavedContact(response: AddContact.SaveContact.Response)
    func presentRefusal(response: AddContact.Refusal.Response)
}
