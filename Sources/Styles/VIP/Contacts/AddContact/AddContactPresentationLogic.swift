/// What the New Contact interactor hands the presenter to format.
@MainActor
protocol AddContactPresentationLogic: AnyObject {
    func presentUnsavedChanges(response: CreateContact.UnsavedChanges.Response)
    func presentSavedContact(response: CreateContact.DoneButtonTapped.Response)
    func presentDiscardConfirmation(response: CreateContact.SwipeDownRefused.Response)
    func presentDismissal(response: CreateContact.Dismissal.Response)
    func presentRefusal(response: CreateContact.Refusal.Response)
}
