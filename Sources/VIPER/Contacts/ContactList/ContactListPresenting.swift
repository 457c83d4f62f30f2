/// What happens on the contacts screen, as its view reports it to the presenter.
@MainActor
protocol ContactListPresenting: AnyObject {
    func viewDidLoad()
    func viewDidAppear()
    func addButtonTapped()
    func importButtonTapped()
    /// The row at `index` of the list last displayed, prepared when the table asks for it: a table
    /// asks only for the rows it shows.
    func row(at index: Int) -> ContactRowDisplay
}
