import Models

/// The todo use cases over the store. It owns the last saved list: every change is computed from it,
/// saved, and adopted only when the save succeeded, so a refused save leaves nothing half applied.
@MainActor
final class TodoListInteractor: TodoListInteractorInput {
    weak var output: (any TodoListInteractorOutput)?
    private let store: any TodoStore
    private let clock: Clock
    private var list = TodoList()

    init(store: any TodoStore, clock: Clock) {
        self.store = store
        self.clock = clock
    }

    func loadList() {
        do {
            list = try store.load()
            output?.interactorDidLoad(list)
        } catch {
            list = TodoList()
            output?.interactorDidFailToLoad(error)
        }
    }

    func addItem(named text: String) {
        switch TodoName.validate(text) {
        case .failure(let problem):
            output?.interactorDidRejectName(problem)
        case .success(let name):
            let next = list.adding(name: name, createdAt: clock.now()).list
            save(next) { self.output?.interactorDidAddItem(to: $0) }
        }
    }

    func toggleDone(itemID: Int) {
        save(list.togglingDone(id: itemID)) { self.output?.interactorDidChange($0) }
    }

    func setPriority(_ priority: Priority, itemID: Int) {
        save(list.settingPriority(priority, id: itemID)) { self.output?.interactorDidChange($0) }
    }

    func removeItem(itemID: Int) {
        save(list.removing(id: itemID)) { self.output?.interactorDidChange($0) }
    }

    private func save(_ next: TodoList, then report: (TodoList) -> Void) {
        do {
            try store.save(next)
        } catch {
            output?.interactorDidFailToSave(error)
            return
        }
        list = next
        report(next)
    }
}
