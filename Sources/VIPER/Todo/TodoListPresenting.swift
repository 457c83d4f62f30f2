/// What happens on the todo screen, as its view reports it to the presenter.
@MainActor
protocol TodoListPresenting: AnyObject {
    func viewDidLoad()
    func viewDidAppear()
    func nameFieldChanged(to text: String)
    func addButtonTapped(name: String)
    /// The row at `index` of the list last displayed, formatted when the table asks for it: a table
    /// asks only for the rows it shows.
    func row(at index: Int) -> TodoRowDisplay
    /// A swipe button was tapped on the row of item `itemID`: rows are named by id, since the list
    /// may re-sort between showing a button and its tap.
    func swipeActionTapped(_ kind: TodoSwipeActionDisplay.Kind, itemID: Int)
}
