import Models
import TestSupport
import Testing

@testable import MVVM

/// The Todo view model over a fake store, loaded as its screen would load it, with the store
/// and clock of a fresh test environment. Shared by the view model's test files.
@MainActor
func makeTodoListViewModel(
    _ todos: TodoList = TodoList(), loadFailure: StoreError? = nil, load: Bool = true,
    sourceLocation: SourceLocation = #_sourceLocation
) -> (sut: TodoListViewModel, store: InMemoryStore<TodoList>) {
    let environment = TestEnvironment(todos: todos)
    if let loadFailure { environment.todoStore.failNextLoad(with: loadFailure) }
    let sut = TodoListViewModel(
        store: environment.todoStore, clock: environment.clock,
        dateFormatter: DisplayDateFormatter(timeZone: Fixtures.timeZone))
    trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
    trackForMemoryLeaks(environment.todoStore, sourceLocation: sourceLocation)
    if load { sut.viewDidLoad() }
    return (sut, environment.todoStore)
}

extension TodoListViewModel {
    /// The names in the order the rows show them.
    var rowNames: [String] { rows.value.map(\.nameText) }
}
