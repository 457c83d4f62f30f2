import Models

/// The todo screen's presenter. It owns what the screen shows, the last saved list, and talks to the
/// store and the clock itself: there is no layer between it and the model. It decides every text,
/// colour, enabled state and alert, and tells its passive view, which it knows only as a
/// `TodoListView` held weakly, so it is tested with no view at all.
@MainActor
final class TodoListPresenter {
    weak var view: (any TodoListView)?
    private let store: any TodoStore
    private let clock: Clock
    private let dateFormatter: DisplayDateFormatter
    /// The last saved list. A change is adopted only once the store has taken it.
    private var list = TodoList()
    /// The name field's text as last typed: Add carries no text.
    private var nameText = ""
    /// A load failure waits for the screen to appear: an alert cannot show before its screen does.
    private var pendingLoadFailure: StoreError?

    init(store: any TodoStore, clock: Clock, dateFormatter: DisplayDateFormatter) {
        self.store = store
        self.clock = clock
        self.dateFormatter = dateFormatter
    }

    /// Saves `next` and shows it; when the store refuses, the list stays as it was and the view shows why.
    @discardableResult
    private func save(_ next: TodoList) -> Bool {
        do {
            try store.save(next)
        } catch {
            view?.showAlert(Self.saveFailureAlert(error))
            return false
        }
        list = next
        showList()
        return true
    }

    private func showList() {
        view?.reloadRows()
        view?.showCounter(Self.counterText(remaining: list.remainingCount))
        view?.showEmptyMessage(list.items.isEmpty)
    }
}

extension TodoListPresenter: TodoListPresenting {
    func viewDidLoad() {
        view?.setAddButtonEnabled(false)
        do {
            list = try store.load()
        } catch {
            list = TodoList()
            pendingLoadFailure = error
        }
        showList()
    }

    func viewDidAppear() {
        guard let failure = pendingLoadFailure else { return }
        pendingLoadFailure = nil
        view?.showAlert(.loadFailure(failure, of: "tasks"))
    }

    func nameChanged(_ text: String) {
        nameText = text
        view?.setAddButtonEnabled(TodoName.canSubmit(text))
    }

    func addButtonTapped() {
        switch TodoName.validate(nameText) {
        case .failure(.empty):
            // Add is disabled while the name is blank; a tap that slips past it deserves no alert.
            return
        case .failure(.tooLong):
            view?.showAlert(Self.nameTooLongAlert)
        case .success(let name):
            guard save(list.adding(name: name, createdAt: clock.now()).list) else { return }
            view?.clearNameField()
            nameChanged("")
        }
    }

    func swipeActionTapped(_ kind: TodoSwipeActionDisplay.Kind, itemID: Int) {
        guard let item = list.item(withID: itemID) else { return }
        switch kind {
        case .done, .undone: save(list.togglingDone(id: itemID))
        case .priority: view?.showAlert(Self.priorityAlert(for: item))
        case .remove: view?.showAlert(Self.removeAlert(for: item))
        }
    }

    func alertButtonTapped(_ choice: TodoListAlertChoice) {
        switch choice {
        case .setPriority(let priority, let itemID): save(list.settingPriority(priority, id: itemID))
        case .remove(let itemID): save(list.removing(id: itemID))
        }
    }

    var numberOfRows: Int {
        list.sortedItems.count
    }

    func row(at index: Int) -> TodoRowDisplay {
        Self.row(for: list.sortedItems[index], at: index, dateFormatter: dateFormatter)
    }
}
