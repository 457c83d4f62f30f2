import HeadlessUI
import Models

/// Puts the todo scene together, as Clean Swift's configurator does: the view controller owns the
/// interactor, which owns the presenter and the worker; the presenter's link back is weak. The todo
/// scene opens no other scene, so it has no router and no data to pass.
@MainActor
enum TodoListConfigurator {
    static func makeScene(dependencies: AppDependencies) -> TodoListViewController {
        let presenter = TodoListPresenter(dateFormatter: DisplayDateFormatter(timeZone: dependencies.timeZone))
        let interactor = TodoListInteractor(
            presenter: presenter, worker: TodoWorker(store: dependencies.todoStore), clock: dependencies.clock)
        let viewController = TodoListViewController(interactor: interactor)
        presenter.viewController = viewController
        return viewController
    }
}
