import Models

/// Turns what happens on the todo screen into use cases, and the interactor's answers into what the
/// screen shows and which alerts appear. It holds no item and decides no rule: the interactor hands
/// over the whole saved list and whether the typed name can be added, and the presenter formats them.
@MainActor
final class TodoListPresenter {
    weak var view: (any TodoListView)?
    let interactor: any TodoListInteractorInput
    private let dateFormatter: DisplayDateFormatter
    /// A load failure waits for the screen to appear: an alert cannot show before its screen does.
    private var pendingLoadFailure: StoreError?

    init(interactor: any TodoListInteractorInput, dateFormatter: DisplayDateFormatter) {
        self.interactor = interactor
        self.dateFormatter = dateFormatter
    }

    private func show(_ list: TodoListContent) {
        view?.display(Self.display(of: list, dateFormatter: dateFormatter))
    }
}

extension TodoListPresenter: TodoListPresenting {
    func viewDidLoad() {
        interactor.loadList()
    }

    func viewDidAppear() {
        guard let error = pendingLoadFailure else { return }
        pendingLoadFailure = nil
        view?.showAlert(.loadFailure(error, of: "tasks"))
    }

    func nameChanged(_ text: String) {
        interactor.changeName(to: text)
    }

    func addButtonTapped() {
        interactor.addItem()
    }

    func swipeActionTapped(_ kind: TodoSwipeActionDisplay.Kind, itemID: Int) {
        switch kind {
        case .remove: interactor.beginRemoving(itemID: itemID)
        case .done, .undone: interactor.toggleDone(itemID: itemID)
        case .priority: interactor.beginChangingPriority(itemID: itemID)
        }
    }

    func alertButtonTapped(_ choice: TodoListAlertChoice) {
        switch choice {
        case .setPriority(let priority, let itemID): interactor.setPriority(priority, itemID: itemID)
        case .remove(let itemID): interactor.removeItem(itemID: itemID)
        }
    }
}

extension TodoListPresenter: TodoListInteractorOutput {
    func interactorDidLoad(_ list: TodoListContent) {
        show(list)
    }

    func interactorDidFailToLoad(_ error: StoreError, list: TodoListContent) {
        show(list)
        pendingLoadFailure = error
    }

    func interactorDidChangeName(canAdd: Bool) {
        view?.displayAddButton(isEnabled: canAdd)
    }

    func interactorDidAddItem(_ list: TodoListContent) {
        show(list)
        view?.clearNameField()
    }

    func interactorDidRejectTooLongName() {
        view?.showAlert(Self.nameTooLongAlert)
    }

    func interactorDidChange(_ list: TodoListContent) {
        show(list)
    }

    func interactorDidFailToSave(_ error: StoreError) {
        view?.showAlert(Self.saveFailureAlert(error))
    }

    func interactorDidBeginChangingPriority(of item: TodoListItem) {
        view?.showAlert(Self.priorityAlert(for: item))
    }

    func interactorDidBeginRemoving(_ item: TodoListItem) {
        view?.showAlert(Self.removeAlert(for: item))
    }
}
