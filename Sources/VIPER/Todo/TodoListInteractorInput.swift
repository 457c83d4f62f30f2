import Models

/// The todo use cases the presenter can start. Answers come back through `TodoListInteractorOutput`.
@MainActor
protocol TodoListInteractorInput: AnyObject {
    func loadList()
    func addItem(named text: String)
    func toggleDone(itemID: Int)
    func setPriority(_ priority: Priority, itemID: Int)
    func removeItem(itemID: Int)
}
