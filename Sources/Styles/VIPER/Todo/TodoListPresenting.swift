/// What happens on the todo screen, as its view reports it to the presenter.
@MainActor
protocol TodoListPresenting: AnyObject {
    func viewDidLoad()
    func viewDidAppear()
    /// The name field's text, as it is typed.
    func nameChanged(_ text: String)
    func addButtonTapped()
    /// A swipe button was tapped on the row of item `itemID`: rows are named by id, since the list
    /// may re-sort between showing a button and its tap.
    func swipeActionTapped(_ kind: TodoSwipeActionDisplay.Kind, itemID: Int)
    /// A button of an alert the presenter asked for was tapped, and it carries a choice.
    func alertButtonTapped(_ choice: TodoListAlertChoice)
}
