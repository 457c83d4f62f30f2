import Models

/// Turns what happens on the todo screen into use cases, and the interactor's answers into what the
/// screen shows and which alerts appear. It holds no item: a question about one goes to the
/// interactor, the one owner of the list, and so does a row the table asks for, which is formatted
/// from the item the interactor answers.
@MainActor
final class TodoListPresenter {
    weak var view: (any TodoListView)?
    let interactor: any TodoListInteractorInput
    let router: any TodoListRouting
    private let dateFormatter: DisplayDateFormatter
    /// A load failure waits for the screen to appear: an alert cannot show before its screen does.
    private var pendingLoadAlert: AlertDisplay<TodoListAlertChoice>?

    init(interactor: any TodoListInteractorInput, router: any TodoListRouting, dateFormatter: DisplayDateFormatter) {
        self.interactor = interactor
        self.router = router
        self.dateFormatter = dateFormatter
    }

    private func show(_ list: TodoListContent) {
        view?.display(Self.display(of: list))
    }

    private func showAlert(_ alert: AlertDisplay<TodoListAlertChoice>) {
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

    func row(at index: Int) -> TodoRowDisplay {
        Self.row(for: interactor.item(at: index), at: index, dateFormatter: dateFormatter)
    }

    func swipeActionTapped(_ kind: TodoSwipeActionDisplay.Kind, itemID: Int) {
        switch kind {
        case .toggleDone: interactor.toggleDone(itemID: itemID)
        case .changePriority: interactor.beginChangingPriority(itemID: itemID)
        case .remove: interactor.beginRemoving(itemID: itemID)
        }
    }
}

extension TodoListPresenter: TodoListInteractorOutput {
    func interactorDidLoad(_ list: TodoListContent) {
        show(list)
    }

    func interactorDidFailToLoad(_ error: StoreError) {
        show(TodoListContent(itemCount: 0, remainingCount: 0))
        pendingLoadAlert = .loadFailure(error, of: "tasks")
    }

    func interactorDidAddItem(_ list: TodoListContent) {
        show(list)
        view?.clearNameField()
        view?.displayAddButton(isEnabled: false)
    }

    func interactorDidRejectName(_ problem: TodoName.Problem) {
        // An empty name only arrives from a tap on the disabled button; it deserves no alert.
        guard problem == .tooLong else { return }
        showAlert(Self.nameTooLongAlert)
    }

    func interactorDidChange(_ list: TodoListContent) {
        show(list)
    }

    func interactorDidFailToSave(_ error: StoreError) {
        showAlert(Self.saveFailureAlert(error))
    }

    func interactorDidBeginChangingPriority(of item: TodoListItem) {
        showAlert(Self.priorityAlert(for: item))
    }

    func interactorDidBeginRemoving(_ item: TodoListItem) {
        showAlert(Self.removeAlert(for: item))
    }
}
