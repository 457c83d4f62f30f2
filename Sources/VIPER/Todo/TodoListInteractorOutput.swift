import Models

/// How the todo interactor answers. Each list it hands over is saved: a change the store refused is
/// reported as a failure and never shown.
@MainActor
protocol TodoListInteractorOutput: AnyObject {
    func interactorDidLoad(_ list: TodoList)
    /// The stored list could not be read; the list starts empty.
    func interactorDidFailToLoad(_ error: StoreError)
    func interactorDidAddItem(to list: TodoList)
    func interactorDidRejectName(_ problem: TodoName.Problem)
    func interactorDidChange(_ list: TodoList)
    func interactorDidFailToSave(_ error: StoreError)
}
