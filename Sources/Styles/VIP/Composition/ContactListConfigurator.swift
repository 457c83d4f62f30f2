import HeadlessUI
import Models

/// Puts the contacts scene together; the New Contact scenes it opens use the same stateless contacts
/// worker, over the same store.
@MainActor
enum ContactListConfigurator {
    static func makeScene(dependencies: AppDependencies) -> ContactListViewController {
        let contactsWorker = ContactsWorker(store: dependencies.contactStore)
        let presenter = ContactListPresenter()
        let interactor = ContactListInteractor(
            presenter: presenter, contactsWorker: contactsWorker,
            directoryWorker: DirectoryWorker(directory: dependencies.directory))
        let router = ContactListRouter(dataStore: interactor) { contactList in
            AddContactConfigurator.makeScene(worker: contactsWorker, returningTo: contactList)
        }
        let viewController = ContactListViewController(interactor: interactor, router: router)
        presenter.viewController = viewController
        router.viewController = viewController
        return viewController
    }
}
