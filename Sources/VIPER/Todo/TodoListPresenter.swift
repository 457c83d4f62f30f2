import Models

/// Turns what happens on the todo screen into use cases, and their answers into what the screen shows
/// and which alerts appear. It keeps the rows on screen to know which item a swiped row is.
@MainActor
final class TodoListPresenter {
    weak var view: (any TodoListView)?
    let interactor: any TodoListInteractorInput
    let router: any TodoListRouting
    let dateFormatter: DisplayDateFormatter
    /// The items in screen order, as last shown.
    var items: [TodoItem] = []
    /// A load failure waits for the screen to appear: an alert cannot show before its screen does.
    var pendingLoadAlert: AlertDisplay<TodoListAlertChoice>?

    init(interactor: any TodoListInteractorInput, router: any TodoListRouting, dateFormatter: DisplayDateFormatter) {
        self.interactor = interactor
        self.router = router
        self.dateFormatter = dateFormatter
    }

    func show(_ list: TodoList) {
        items = list.sortedItems
        view?.display(display(of: list))
    }

    func showAlert(_ alert: AlertDisplay<TodoListAlertChoice>) {
        router.showAlert(alert) { [weak self] choice in self?.alertChoiceMade(choice) }
    }

    private func alertChoiceMade(_ choice: TodoListAlertChoice) {
        switch choice {
        case .setPriority(let priority, let itemID): interactor.setPriority(priority, itemID: itemID)
        case .remove(let itemID): interactor.removeItem(itemID: itemID)
        }
    }
}

extension TodoListPresenter: TodoListPresenting {
    func viewDidLoad() {
        view?.displayAddButton(isEnabled: false)
        interactor.loadList()
    }

    func viewDidAppear() {
        guard let alert = pendingLoadAlert else { return }
        pendingLoadAlert = nil
        showAlert(alert)
    }

    func nameFieldChanged(to text: String) {
        view?.displayAddButton(isEnabled: TodoName.canSubmit(text))
    }

    func addButtonTapped(name: String) {
        interactor.addItem(named: name)
    }

    func swipeActionTapped(_ kind: TodoSwipeActionDisplay.Kind, onRow row: Int) {
        guard items.indices.contains(row) else { return }
        let item = items[row]
        switch kind {
        case .toggleDone: interactor.toggleDone(itemID: item.id)
        case .changePriority: showAlert(Self.priorityAlert(for: item))
        case .remove: showAlert(Self.removeAlert(for: item))
        }
    }
}

extension TodoListPresenter: TodoListInteractorOutput {
    func interactorDidLoad(_ list: TodoList) {
        show(list)
    }

    func interactorDidFailToLoad(_ error: StoreError) {
        show(TodoList())
        pendingLoadAlert = .loadFailure(error, of: "tasks")
    }

    func interactorDidAddItem(to list: TodoList) {
        show(list)
        view?.clearNameField()
        view?.displayAddButton(isEnabled: false)
    }

    func interactorDidRejectName(_ problem: TodoName.Problem) {
        // An empty name only arrives from a tap on the disabled button; it deserves no alert.
        guard problem == .tooLong else { return }
        showAlert(Self.nameTooLongAlert)
    }

    func interactorDidChange(_ list: TodoList) {
        show(list)
    }

    func interactorDidFailToSave(_ error: StoreError) {
        showAlert(Self.saveFailureAlert(error))
    }
}
