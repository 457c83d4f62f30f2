import Models

/// Everything the Todo screen shows or waits for, in one value. Only `TodoListReducer` changes it.
struct TodoListState: Equatable {
    /// The last list the store accepted: a change is adopted only once it is saved.
    var list = TodoList()
    /// The name field's text as typed: what "Add" adds.
    var name = ""
    var alert: AlertState<TodoListAction>? = nil
    /// Stored tasks that could not be read, held until the screen first appears and can say so.
    var pendingLoadFailure: StoreError? = nil
}
