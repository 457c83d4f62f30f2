import Models

/// Everything the Todo screen shows or waits for, in one value. Only `TodoListUpdate` changes it;
/// the view renders it.
struct TodoListState: Equatable {
    /// The last list the store accepted: a change is adopted only once it is saved.
    var list = TodoList()
    /// Counts the lists adopted, so the view can tell a new list from the one it shows without
    /// comparing thousands of items.
    var listRevision = 0
    /// The name field's text as typed: what "Add" adds.
    var name = ""
    var alert: AlertState<TodoListMessage>? = nil
    /// Stored tasks that could not be read, held until the screen first appears and can say so.
    var pendingLoadFailure: StoreError? = nil

    /// Shows `list` from now on.
    mutating func adopt(_ list: TodoList) {
        self.list = list
        listRevision += 1
    }
}
