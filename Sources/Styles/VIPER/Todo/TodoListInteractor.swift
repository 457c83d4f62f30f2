import Models

/// The todo use cases over the data manager, which holds the last saved list: every change is
/// computed from it and saved through it. The interactor also owns the name being typed, so the rule
/// for what can be added lives only here, and it hands out the module's own values, never entities.
@MainActor
final class TodoListInteractor: TodoListInteractorInput {
    weak var output: (any TodoListInteractorOutput)?
    private let dataManager: TodoListDataManager
    private let clock: Clock
    private var name = ""

    init(dataManager: TodoListDataManager, clock: Clock) {
        self.dataManager = dataManager
        self.clock = clock
    }

    func loadList() {
        do {
            try dataManager.load()
            output?.interactorDidLoad(content)
        } catch {
            output?.interactorDidFailToLoad(error, list: content)
        }
        output?.interactorDidChangeName(canAdd: TodoName.canSubmit(name))
    }

    func changeName(to text: String) {
        name = text
        output?.interactorDidChangeName(canAdd: TodoName.canSubmit(text))
    }

    func addItem() {
        switch TodoName.validate(name) {
        case .failure(.empty):
            // Only a tap on the disabled button gets here; there is nothing to add or to explain.
            return
        case .failure(.tooLong):
            output?.interactorDidRejectTooLongName()
        case .success(let valid):
            guard save(dataManager.list.adding(name: valid, createdAt: clock.now()).list) else { return }
            name = ""
            output?.interactorDidAddItem(content)
            output?.interactorDidChangeName(canAdd: false)
        }
    }

    func toggleDone(itemID: Int) {
        guard save(dataManager.list.togglingDone(id: itemID)) else { return }
        output?.interactorDidChange(content)
    }

    func beginChangingPriority(itemID: Int) {
        guard let item = dataManager.list.item(withID: itemID) else { return }
        output?.interactorDidBeginChangingPriority(of: TodoListItem(item))
    }

    func setPriority(_ priority: TodoListPriority, itemID: Int) {
        guard save(dataManager.list.settingPriority(Priority(priority), id: itemID)) else { return }
        output?.interactorDidChange(content)
    }

    func beginRemoving(itemID: Int) {
        guard let item = dataManager.list.item(withID: itemID) else { return }
        output?.interactorDidBeginRemoving(TodoListItem(item))
    }

    func removeItem(itemID: Int) {
        guard save(dataManager.list.removing(id: itemID)) else { return }
        output?.interactorDidChange(content)
    }

    /// The saved list as the presenter may see it: every item, in the order it is shown.
    private var content: TodoListContent {
        let list = dataManager.list
        return TodoListContent(items: list.sortedItems.map(TodoListItem.init), remainingCount: list.remainingCount)
    }

    /// Whether the store took `next`; a refusal is reported here, and nothing else happens.
    private func save(_ next: TodoList) -> Bool {
        do {
            try dataManager.save(next)
            return true
        } catch {
            output?.interactorDidFailToSave(error)
            return false
        }
    }
}

// The conversions between entities and the module's values: they happen here, before anything
// leaves the interactor and after anything enters it.
extension TodoListItem {
    fileprivate init(_ item: TodoItem) {
        self.init(
            id: item.id, name: item.name, isDone: item.isDone, priority: TodoListPriority(item.priority),
            createdAt: item.createdAt)
    }
}

extension TodoListPriority {
    fileprivate init(_ priority: Priority) {
        switch priority {
        case .normal: self = .normal
        case .important: self = .important
        case .urgent: self = .urgent
        }
    }
}

extension Priority {
    fileprivate init(_ priority: TodoListPriority) {
        switch priority {
        case .normal: self = .normal
        case .important: self = .important
        case .urgent: self = .urgent
        }
    }
}
