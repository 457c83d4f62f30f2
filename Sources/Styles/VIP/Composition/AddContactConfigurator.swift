import Models

/// Puts a New Contact scene together; `contactList` is the scene its router returns to, passing it
/// the saved contact.
@MainActor
enum AddContactConfigurator {
    static func makeScene(
        worker: any ContactsWorkerProtocol, returningTo contactList: ContactListViewController?
    ) -> AddContactViewController {
        let presenter = AddContactPresenter()
        let interactor = AddContactInteractor(presenter: presenter, worker: worker)
        let router = AddContactRouter(dataStore: interactor, contactList: contactList)
        let viewController = AddContactViewController(interactor: interactor, router: router)
        presenter.viewController = viewController
        router.viewController = viewController
        return viewController
    }
}
