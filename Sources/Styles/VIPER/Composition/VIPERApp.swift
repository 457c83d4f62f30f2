import HeadlessUI
import Models

/// The VIPER app's entry point: a tab bar with the todo and contacts modules, each in its own
/// navigation stack. This is where the modules meet. A module that navigates is built by its router;
/// the todo module leads nowhere, so it has no router and is put together here.
public enum VIPERApp {
    @MainActor
    public static func makeRootViewController(dependencies: AppDependencies) -> TabBarController {
        let todo = NavigationController(rootViewController: makeTodoModule(dependencies: dependencies))
        todo.tabBarItem = TabBarItem(title: "Todo")
        let contacts = NavigationController(
            rootViewController: ContactListRouter.makeModule(dependencies: dependencies))
        contacts.tabBarItem = TabBarItem(title: "Contacts")
        let tabs = TabBarController()
        tabs.viewControllers = [todo, contacts]
        return tabs
    }

    /// The one place the todo module is put together: the view owns the presenter, which owns the
    /// interactor; the interactor owns the data manager; the links back are weak.
    @MainActor
    private static func makeTodoModule(dependencies: AppDependencies) -> TodoListViewController {
        let interactor = TodoListInteractor(
            dataManager: TodoListDataManager(store: dependencies.todoStore), clock: dependencies.clock)
        let presenter = TodoListPresenter(
            interactor: interactor, dateFormatter: DisplayDateFormatter(timeZone: dependencies.timeZone))
        let viewController = TodoListViewController(presenter: presenter)
        presenter.view = viewController
        interactor.output = presenter
        return viewController
    }
}
