/// A presenter that keeps the rules: it knows its view and its interactor by protocol.
final class TodoListPresenter {
    weak var view: TodoListView?
    let interactor: any TodoListInteractorInput

    init(interactor: any TodoListInteractorInput) {
        self.interactor = interactor
    }
}
