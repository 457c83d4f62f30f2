import HeadlessUI
import Models

/// Builds the contacts module and opens New Contact over it.
@MainActor
final class ContactListRouter: ContactListRouting {
    /// The screen this router presents from; the screen owns the module, so the link is weak.
    weak var viewController: ViewController?
    let dataManager: ContactBookDataManager

    init(dataManager: ContactBookDataManager) {
        self.dataManager = dataManager
    }

    /// The one place the contacts module is put together: the view owns the presenter, which owns the
    /// interactor and the router; the links back are weak.
    static func makeModule(dependencies: AppDependencies) -> ContactListViewController {
        let dataManager = ContactBookDataManager(store: dependencies.contactStore)
        let router = ContactListRouter(dataManager: dataManager)
        let interactor = ContactListInteractor(dataManager: dataManager, directory: dependencies.directory)
        let presenter = ContactListPresenter(interactor: interactor, router: router)
        let viewController = ContactListViewController(presenter: presenter)
        presenter.view = viewController
        interactor.output = presenter
        router.viewController = viewController
        return viewController
    }

    func presentAddContact(delegate: any AddContactModuleDelegate) {
        let addContact = AddContactRouter.makeModule(dataManager: dataManager, delegate: delegate)
        let navigation = NavigationController(rootViewController: addContact)
        viewController?.present(navigation, animated: true)
    }
}
