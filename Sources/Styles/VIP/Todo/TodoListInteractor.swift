import Models

/// The todo use cases and the scene's state: the list as last saved, the name being typed, and a load
/// failure not reported yet. It validates, has its worker save each change and adopts the change only
/// once the store took it, then hands the outcome to the presenter; it never answers the view
/// controller directly.
@MainActor
final class TodoListInteractor: TodoListBusinessLogic {
    let presenter: any TodoListPresentationLogic
    let worker: any TodoWorkerProtocol
    private let clock: Clock
    /// The list as last saved (or loaded): every change starts from it.
    private(set) var list = TodoList()
    /// The name field's text as typed so far.
    private var name = ""
    /// An alert cannot show before its screen does: a load failure waits for the screen to appear.
    private var pendingLoadFailure: StoreError?

    init(presenter: any TodoListPresentationLogic, worker: any TodoWorkerProtocol, clock: Clock) {
        self.presenter = presenter
        self.worker = worker
        self.clock = clock
    }

    /// Loads the stored list; one that cannot be read leaves the list empty.
    func viewDidLoad(request: ListTodos.ViewDidLoad.Request) {
        do {
            list = try worker.load()
        } catch {
            pendingLoadFailure = error
        }
        presenter.presentList(response: ListTodos.ViewDidLoad.Response(list: list))
    }

    func viewDidAppear(request: ListTodos.ViewDidAppear.Request) {
        guard let error = pendingLoadFailure else { return }
        pendingLoadFailure = nil
        presenter.presentLoadFailure(response: ListTodos.ViewDidAppear.Response(error: error))
    }

    func nameChanged(request: ListTodos.NameChanged.Request) {
        name = request.text
        presenter.presentNameCheck(response: ListTodos.NameChanged.Response(canSubmit: TodoName.canSubmit(name)))
    }

    func addButtonTapped(request: ListTodos.AddButtonTapped.Request) {
        switch TodoName.validate(name) {
        case .failure(.empty):
            // Only a tap on the disabled button gets here: there is nothing to add and nothing to say.
            return
        case .failure(.tooLong):
            presenter.presentRefusal(response: ListTodos.Refusal.Response(reason: .nameTooLong))
        case .success(let validName):
            guard save(list.adding(name: validName, createdAt: clock.now()).list) else { return }
            // The field is emptied with the item added.
            name = ""
            presenter.presentAddedItem(response: ListTodos.AddButtonTapped.Response(list: list))
        }
    }

    func swipeActionTapped(request: ListTodos.SwipeActionTapped.Request) {
        switch request.kind {
        case .done, .undone:
            change(to: list.togglingDone(id: request.itemID))
        case .priority:
            guard let item = list.item(withID: request.itemID) else { return }
            presenter.presentPriorityChoice(response: ListTodos.PriorityChoice.Response(item: item))
        case .remove:
            guard let item = list.item(withID: request.itemID) else { return }
            presenter.presentRemoveConfirmation(response: ListTodos.RemoveConfirmation.Response(item: item))
        }
    }

    func alertButtonTapped(request: ListTodos.AlertButtonTapped.Request) {
        switch request.choice {
        case .setPriority(let priority, let itemID): change(to: list.settingPriority(priority, id: itemID))
        case .remove(let itemID): change(to: list.removing(id: itemID))
        }
    }

    private func change(to next: TodoList) {
        guard save(next) else { return }
        presenter.presentChangedList(response: ListTodos.ListChanged.Response(list: list))
    }

    /// Saves `next` and adopts it once the store took it; a refusal keeps the list as it was and is
    /// handed to the presenter.
    private func save(_ next: TodoList) -> Bool {
        do {
            try worker.save(next)
        } catch {
            presenter.presentRefusal(response: ListTodos.Refusal.Response(reason: .notSaved(error)))
            return false
        }
        list = next
        return true
    }
}
