import Foundation
import Models

// The boundary of the todo interactor: the use cases it offers, how it answers, and the module's own
// values it answers with. Entities and their rules stop here: the presenter never sees a TodoList, a
// TodoItem, a Priority or a TodoName.Problem.

/// How urgent an item is, as the use cases report it.
enum TodoListPriority: Equatable {
    case normal
    case important
    case urgent
}

/// A todo item as the use cases report it.
struct TodoListItem: Equatable {
    let id: Int
    let name: String
    let isDone: Bool
    let priority: TodoListPriority
    let createdAt: Date
}

/// The whole saved list as the use cases report it: every item, in the order it is shown, and how
/// many are still open.
struct TodoListContent: Equatable {
    let items: [TodoListItem]
    let remainingCount: Int
}

/// The todo use cases the presenter can start. Answers come back through `TodoListInteractorOutput`.
@MainActor
protocol TodoListInteractorInput: AnyObject {
    /// Reads the saved list; answers with it and with whether the name typed so far can be added.
    func loadList()
    /// The name of the next item, as typed so far.
    func changeName(to text: String)
    /// Adds an item with the name typed so far.
    func addItem()
    func toggleDone(itemID: Int)
    /// Starts changing an item's priority: the output is asked for the new one.
    func beginChangingPriority(itemID: Int)
    func setPriority(_ priority: TodoListPriority, itemID: Int)
    /// Starts removing an item: the output is asked to have it confirmed.
    func beginRemoving(itemID: Int)
    func removeItem(itemID: Int)
}

/// How the todo interactor answers. Every list it reports is saved: a change the store refused is
/// reported as a failure and never shown.
@MainActor
protocol TodoListInteractorOutput: AnyObject {
    func interactorDidLoad(_ list: TodoListContent)
    /// The stored list could not be read; `list` is the one kept, empty at launch.
    func interactorDidFailToLoad(_ error: StoreError, list: TodoListContent)
    /// Whether the name typed so far makes an item; it does once it has more than whitespace.
    func interactorDidChangeName(canAdd: Bool)
    /// The typed name is now an item of `list`, and the next name starts empty.
    func interactorDidAddItem(_ list: TodoListContent)
    /// The typed name is longer than a task name may be; nothing was added.
    func interactorDidRejectTooLongName()
    func interactorDidChange(_ list: TodoListContent)
    func interactorDidFailToSave(_ error: StoreError)
    func interactorDidBeginChangingPriority(of item: TodoListItem)
    func interactorDidBeginRemoving(_ item: TodoListItem)
}
