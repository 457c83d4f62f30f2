import HeadlessUI
import Models

/// Planted: an interactor that imports the UI toolkit, knows its view and makes a label.
final class TodoListInteractor {
    weak var view: TodoListView?
    let store: any TodoStore

    init(store: any TodoStore) {
        self.store = store
    }

    func show(_ list: TodoList) {
        view?.show(Label())
    }
}

/// What the presenter may ask of the interactor.
protocol TodoListInteractorInput: AnyObject {}
