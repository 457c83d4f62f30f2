/// What the todo screen reports to its presenter, every user event and lifecycle step, and what its
/// table asks: how many rows, and each row ready to show.
@MainActor
protocol TodoListPresenting: AnyObject {
    func viewDidLoad()
    func viewDidAppear()
    /// The name field's text, as it is typed.
    func nameChanged(_ text: String)
    func addButtonTapped()
    /// A swipe button was tapped on the row of item `itemID`. Rows are named by id: the list may
    /// re-sort between showing a button and its tap.
    func swipeActionTapped(_ kind: TodoSwipeActionDisplay.Kind, itemID: Int)
    /// A button of an alert this presenter asked for was tapped, and it carried `choice`.
    func alertButtonTapped(_ choice: TodoListAlertChoice)

    var numberOfRows: Int { get }
    /// The row at `index` of the list as shown, formatted when the table asks for it.
    func row(at index: Int) -> TodoRowDisplay
}
