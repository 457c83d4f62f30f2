/// What the New Contact screen reports to its presenter.
@MainActor
protocol AddContactPresenting: AnyObject {
    func viewDidAppear()
    func doneButtonTapped(firstName: String, lastName: String)
    func cancelButtonTapped()
}
