/// What the New Contact screen tells its view model: what the user typed and tapped.
@MainActor
protocol AddContactViewModelInputs: AnyObject {
    func firstNameChanged(_ text: String)
    func lastNameChanged(_ text: String)
    func cancelButtonTapped()
    func doneButtonTapped()
}

/// What happens on the New Contact screen, once each time: it shows no state of its own.
@MainActor
protocol AddContactViewModelOutputs: AnyObject {
    /// Every button of these alerts only closes them, so they carry no choice.
    var showAlert: Signal<AlertViewModel<Never>> { get }
    /// The screen's work is over, saved or cancelled: it goes away.
    var dismiss: Signal<Void> { get }
}

/// The New Contact view model as its view and its tests see it: inputs in, outputs out.
@MainActor
protocol AddContactViewModelType: AnyObject {
    var inputs: any AddContactViewModelInputs { get }
    var outputs: any AddContactViewModelOutputs { get }
}
