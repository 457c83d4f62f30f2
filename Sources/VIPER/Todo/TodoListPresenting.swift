/// What happens on the todo screen, as its view reports it to the presenter.
@MainActor
protocol TodoListPresenting: AnyObject {
    func viewDidLoad()
    func viewDidAppear()
    func nameFieldChanged(to text: String)
    func addButtonTapped(name: String)
    func swipeActionTapped(_ kind: TodoSwipeActionDisplay.Kind, onRow row: Int)
}
