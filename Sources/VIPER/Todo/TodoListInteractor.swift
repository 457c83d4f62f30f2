import Models

/// The todo use cases over the store. It is the one owner of the list: every change is computed
/// from it, saved, and adopted only when the save succeeded, so a refused save leaves nothing half
/// applied; and it hands out plain values, never the entities.
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
        } catch {
            list = TodoList()
            output?.interactorDidFailToLoad(error)
            return
        }
        output?.interactorDidLoad(content)
    }

    func addItem(named text: String) {
        switch TodoName.validate(text) {
        case .failure(let problem):
            output?.interactorDidRejectName(problem)
        case .success(let name):
            save(list.adding(name: name, createdAt: clock.now()).list) { $0.interactorDidAddItem($1) }
        }
    }

    func toggleDone(itemID: Int) {
        save(list.togglingDone(id: itemID)) { $0.interactorDidChange($1) }
    }

    func beginChangingPriority(itemID: Int) {
        guard let item = list.item(withID: itemID) else { return }
        output?.interactorDidBeginChangingPriority(of: TodoListItem(item))
    }

    func setPriority(_ priority: Priority, itemID: Int) {
        save(list.settingPriority(priority, id: itemID)) { $0.interactorDidChange($1) }
    }

    func beginRemoving(itemID: Int) {
        guard let item = list.item(withID: itemID) else { return }
        output?.interactorDidBeginRemoving(TodoListItem(item))
    }

    func removeItem(itemID: Int) {
        save(list.removing(id: itemID)) { $0.interactorDidChange($1) }
    }

    func item(at position: Int) -> TodoListItem {
        TodoListItem(list.sortedItems[position])
    }

    /// The list as the presenter may see it: its counts; the items follow one by one, when asked for.
    private var content: TodoListContent {
        TodoListContent(itemCount: list.items.count, remainingCount: list.remainingCount)
    }

    private func save(
        _ next: TodoList, then report: (any TodoListInteractorOutput, TodoListContent) -> Void
    ) {
        do {
            try store.save(next)
        } catch {
            output?.interactorDidFailToSave(error)
            return
        }
        list = next
        if let output { report(output, content) }
    }
}

extension TodoListItem {
    /// The plain values of `item`: the conversion happens here, before anything leaves the interactor.
    fileprivate init(_ item: TodoItem) {
        self.init(id: item.id, name: item.name, isDone: item.isDone, priority: item.priority, createdAt: item.createdAt)
    }
}
