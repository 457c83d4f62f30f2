import HeadlessUI
import Models

/// Builds the todo module. The todo screen leads to no other module, so building it is all this
/// router does.
@MainActor
final class TodoListRouter: TodoListRouting {
    /// The one place the todo module is put together: the view owns the presenter, which owns the
    /// interactor and the router; the interactor owns the data manager; the links back are weak.
    static func makeModule(dependencies: AppDependencies) -> TodoListViewController {
        let interactor = TodoListInteractor(
            dataManager: TodoListDataManager(store: dependencies.todoStore), clock: dependencies.clock)
        let presenter = TodoListPresenter(
            interactor: interactor, router: TodoListRouter(),
            dateFormatter: DisplayDateFormatter(timeZone: dependencies.timeZone))
        let viewController = TodoListViewController(presenter: presenter)
        presenter.view = viewController
        interactor.output = presenter
        return viewController
    }
}
