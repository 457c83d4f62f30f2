/// What the New Contact screen tells its view model: what the user typed and tapped, and what
/// became of a swipe down on its sheet.
@MainActor
protocol AddContactViewModelInputs: AnyObject {
    func firstNameChanged(_ text: String)
    func lastNameChanged(_ text: String)
    func cancelButtonTapped()
    func doneButtonTapped()
    func alertButtonTapped(_ choice: AddContactAlertChoice)
    /// The user swiped the sheet down and it stayed, because the form has changes: ask.
    func swipeDownRefused()
    /// The user swiped the sheet down and it closed without asking: the form had no changes.
    func swipedDown()
}

/// What the New Contact screen shows: whether it has changes, and what happens on it, once each time.
@MainActor
protocol AddContactViewModelOutputs: AnyObject {
    /// Text in either field after trimming: the sheet then refuses a swipe down and asks instead.
    var hasChanges: Property<Bool> { get }
    var showAlert: Signal<AlertViewModel<AddContactAlertChoice>> { get }
    /// The screen's work is over, saved or cancelled: it goes away.
    var dismiss: Signal<Void> { get }
}

/// The New Contact view model as its view and its tests see it: inputs in, outputs out.
@MainActor
protocol AddContactViewModelType: AnyObject {
    var inputs: any AddContactViewModelInputs { get }
    var outputs: any AddContactViewModelOutputs { get }
}
