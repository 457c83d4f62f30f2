import Foundation
import Models

// The boundary of the todo interactor: the use cases it offers, how it answers, and the plain
// values it answers with. Entities stop here: the presenter never sees a TodoList or a TodoItem.

/// A todo item as the use cases report it.
struct TodoListItem: Equatable {
    let id: Int
    let name: String
    let isDone: Bool
    let priority: Priority
    let createdAt: Date
}

/// The list as the use cases report it: how many items it has and how many are open. Its items are
/// asked for one at a time, by their position in the order they are shown (`item(at:)`), so that a
/// change to a long list hands over only the items a screen shows.
struct TodoListContent: Equatable {
    let itemCount: Int
    let remainingCount: Int
}

/// The todo use cases the presenter can start. Answers come back through `TodoListInteractorOutput`.
@MainActor
protocol TodoListInteractorInput: AnyObject {
    func loadList()
    func addItem(named text: String)
    func toggleDone(itemID: Int)
    /// Starts changing an item's priority: the output is asked for the new one.
    func beginChangingPriority(itemID: Int)
    func setPriority(_ priority: Priority, itemID: Int)
    /// Starts removing an item: the output is asked to have it confirmed.
    func beginRemoving(itemID: Int)
    func removeItem(itemID: Int)
    /// The item at `position` of the list last reported, counted from 0 in the order it is shown.
    func item(at position: Int) -> TodoListItem
}

/// How the todo interactor answers. Every list it reports is saved: a change the store refused is
/// reported as a failure and never shown.
@MainActor
protocol TodoListInteractorOutput: AnyObject {
    func interactorDidLoad(_ list: TodoListContent)
    /// The stored list could not be read; the list starts empty.
    func interactorDidFailToLoad(_ error: StoreError)
    func interactorDidAddItem(_ list: TodoListContent)
    func interactorDidRejectName(_ problem: TodoName.Problem)
    func interactorDidChange(_ list: TodoListContent)
    func interactorDidFailToSave(_ error: StoreError)
    func interactorDidBeginChangingPriority(of item: TodoListItem)
    func interactorDidBeginRemoving(_ item: TodoListItem)
}
