import Models

/// The todo use cases: it validates names, asks its worker to save each change, and hands the
/// outcome to the presenter. It never answers the view controller directly, and holds only what a
/// use case needs later: a load failure not reported yet.
@MainActor
final class TodoListInteractor: TodoListBusinessLogic {
    let presenter: any TodoListPresentationLogic
    let worker: any TodoWorkerProtocol
    private let clock: Clock
    /// An alert cannot show before its screen does: a load failure waits for the screen to appear.
    private var unreportedLoadFailure: StoreError?

    init(presenter: any TodoListPresentationLogic, worker: any TodoWorkerProtocol, clock: Clock) {
        self.presenter = presenter
        self.worker = worker
        self.clock = clock
    }

    func loadList(request: TodoList.LoadList.Request) {
        do {
            try worker.load()
        } catch {
            unreportedLoadFailure = error
        }
        presenter.presentList(response: TodoList.LoadList.Response(list: worker.list))
    }

    func showLoadFailure(request: TodoList.ShowLoadFailure.Request) {
        guard let error = unreportedLoadFailure else { return }
        unreportedLoadFailure = nil
        presenter.presentLoadFailure(response: TodoList.ShowLoadFailure.Response(error: error))
    }

    func checkName(request: TodoList.CheckName.Request) {
        presenter.presentNameCheck(response: TodoList.CheckName.Response(canSubmit: TodoName.canSubmit(request.text)))
    }

    func addItem(request: TodoList.AddItem.Request) {
        switch TodoName.validate(request.name) {
        case .failure(.empty):
            // Only a tap on the disabled button sends one: there is nothing to add and nothing to say.
            return
        case .failure(.tooLong):
            presenter.presentRefusal(response: TodoList.Refusal.Response(reason: .nameTooLong))
        case .success(let name):
            let next = worker.list.adding(name: name, createdAt: clock.now()).list
            guard save(next) else { return }
            presenter.presentAddedItem(response: TodoList.AddItem.Response(list: next))
        }
    }

    func changeItem(request: TodoList.ChangeItem.Request) {
        let list = worker.list
        let next =
            switch request.change {
            case .toggleDone: list.togglingDone(id: request.itemID)
            case .setPriority(let priority): list.settingPriority(priority, id: request.itemID)
            case .remove: list.removing(id: request.itemID)
            }
        guard save(next) else { return }
        presenter.presentChangedList(response: TodoList.ChangeItem.Response(list: next))
    }

    func askForPriority(request: TodoList.AskForPriority.Request) {
        guard let item = worker.list.item(withID: request.itemID) else { return }
        presenter.presentPriorityChoice(response: TodoList.AskForPriority.Response(item: item))
    }

    func askToRemove(request: TodoList.AskToRemove.Request) {
        guard let item = worker.list.item(withID: request.itemID) else { return }
        presenter.presentRemoveConfirmation(response: TodoList.AskToRemove.Response(item: item))
    }

    /// Whether the worker saved `next`; a refusal is handed to the presenter here.
    private func save(_ next: Models.TodoList) -> Bool {
        do {
            try worker.save(next)
            return true
        } catch {
            presenter.presentRefusal(response: TodoList.Refusal.Response(reason: .notSaved(error)))
            return false
        }
    }
}
