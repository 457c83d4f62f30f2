import Models

/// The composition root may name every layer.
enum VIPERApp {
    static func make(store: any TodoStore) -> TodoListPresenter {
        TodoListPresenter(interactor: TodoListInteractor(store: store))
    }
}
