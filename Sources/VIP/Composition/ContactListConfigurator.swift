import HeadlessUI
import Models

/// Puts the contacts scene together. One contacts worker serves it and every New Contact scene it
/// opens, so both save the book as it is now.
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
