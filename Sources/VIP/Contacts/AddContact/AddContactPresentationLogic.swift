/// What the New Contact interactor hands the presenter to format.
@MainActor
protocol AddContactPresentationLogic: AnyObject {
    func presentSavedContact(response: CreateContact.DoneButtonTapped.Response)
    func presentRefusal(response: CreateContact.Refusal.Response)
}
