/// What happens on the New Contact screen, as its view reports it to the presenter.
@MainActor
protocol AddContactPresenting: AnyObject {
    func viewDidAppear()
    func doneButtonTapped(firstName: String, lastName: String)
    func cancelButtonTapped()
}
