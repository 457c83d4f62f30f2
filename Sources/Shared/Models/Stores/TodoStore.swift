/// Where the todo list lives between launches.
public protocol TodoStore: AnyObject {
    /// The saved list; an empty one when nothing was saved yet.
    func load() throws(StoreError) -> TodoList
    /// Replaces the saved list. On failure the previously saved list stays as it was.
    func save(_ list: TodoList) throws(StoreError)
}
