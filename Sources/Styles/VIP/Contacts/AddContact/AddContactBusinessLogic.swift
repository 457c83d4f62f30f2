/// The New Contact use cases, one per event, as the view controller starts them.
@MainActor
protocol AddContactBusinessLogic: AnyObject {
    func firstNameChanged(request: CreateContact.FirstNameChanged.Request)
    func lastNameChanged(request: CreateContact.LastNameChanged.Request)
    func doneButtonTapped(request: CreateContact.DoneButtonTapped.Request)
    func swipeDownRefused(request: CreateContact.SwipeDownRefused.Request)
    func swipedDown(request: CreateContact.SwipedDown.Request)
    func alertButtonTapped(request: CreateContact.AlertButtonTapped.Request)
}
