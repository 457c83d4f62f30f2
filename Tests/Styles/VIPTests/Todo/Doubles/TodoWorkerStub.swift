import Models

@testable import VIP

/// Stands in for the todo worker: it answers a load with `loadResult` and a save with `saveFailure`
/// when there is one, as the test sets them, and records every list it was asked to save.
@MainActor
final class TodoWorkerStub: TodoWorkerProtocol {
    var loadResult: Result<TodoList, StoreError> = .success(TodoList())
    var saveFailure: StoreError?
    private(set) var askedToSave: [TodoList] = []

    func load() throws(StoreError) -> TodoList {
        try loadResult.get()
    }

    func save(_ list: TodoList) throws(StoreError) {
        askedToSave.append(list)
        if let saveFailure { throw saveFailure }
    }
}
