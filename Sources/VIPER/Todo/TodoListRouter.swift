import HeadlessUI
import Models

/// Builds the todo module and presents what the todo presenter asks for.
@MainActor
final class TodoListRouter: TodoListRouting {
    /// The screen this router presents from; the screen owns the module, so the link is weak.
    weak var viewController: ViewController?

    /// The one place the todo module is put together: the view owns the presenter, which owns the
    /// interactor and the router; the links back are weak.
    static func makeModule(dependencies: AppDependencies) -> TodoListViewController {
        let router = TodoListRouter()
        let interactor = TodoListInteractor(store: dependencies.todoStore, clock: dependencies.clock)
        let presenter = TodoListPresenter(
            interactor: interactor, router: router,
            dateFormatter: DisplayDateFormatter(timeZone: dependencies.timeZone))
        let viewController = TodoListViewController(presenter: presenter)
        presenter.view = viewController
        interactor.output = presenter
        router.viewController = viewController
        return viewController
    }

    func showAlert(
        _ alert: AlertDisplay<TodoListAlertChoice>, onChoice: @escaping @MainActor (TodoListAlertChoice) -> Void
    ) {
        AlertRouter.present(alert, over: viewController, onChoice: onChoice)
    }
}
