/// What happens on the contacts screen, as its view reports it to the presenter.
@MainActor
protocol ContactListPresenting: AnyObject {
    func viewDidLoad()
    func viewDidAppear()
    func addButtonTapped()
    func importButtonTapped()
    /// A button of an alert the presenter asked for was tapped, and it carries a choice.
    func alertButtonTapped(_ choice: ContactListAlertChoice)
}
