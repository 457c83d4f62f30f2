import Models

@testable import VIP

/// Stands in for the todo worker: it starts from a given list, answers a load or a save with the
/// failure it is told to, and records every list it was asked to save.
@MainActor
final class TodoWorkerSpy: TodoWorkerProtocol {
    private(set) var list: Models.TodoList
    private(set) var askedToSave: [Models.TodoList] = []
    private(set) var loadCount = 0
    var loadFailure: StoreError?
    var saveFailure: StoreError?

    init(_ items: [TodoItem] = []) {
        list = Models.TodoList(items: items)
    }

    func load() throws(StoreError) {
        loadCount += 1
        if let loadFailure { throw loadFailure }
    }

    func save(_ next: Models.TodoList) throws(StoreError) {
        askedToSave.append(next)
        if let saveFailure { throw saveFailure }
        list = next
    }
}
