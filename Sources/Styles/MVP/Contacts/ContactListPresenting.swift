/// What the contacts screen reports to its presenter, and what its table asks.
@MainActor
protocol ContactListPresenting: AnyObject {
    func viewDidLoad()
    func viewDidAppear()
    func addButtonTapped()
    func importButtonTapped()
    /// A button of an alert this presenter asked for was tapped, and it carried `choice`.
    func alertButtonTapped(_ choice: ContactListAlertChoice)

    var numberOfRows: Int { get }
    /// The row at `index` of the list as shown, made when the table asks for it.
    func row(at index: Int) -> ContactRowDisplay
}
