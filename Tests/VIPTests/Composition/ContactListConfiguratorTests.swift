import HeadlessUI
import Models
import TestSupport
import Testing

@testable import VIP

@MainActor
@Suite("ContactListConfigurator", .checkingForLeaks, .profilingEachCase)
struct ContactListConfiguratorTests {
    @Test("the scene is wired view controller → interactor and router, the router's data store the interactor")
    func wiring() throws {
        let environment = TestEnvironment()

        let viewController = ContactListConfigurator.makeScene(dependencies: environment.dependencies)

        let interactor = try #require(viewController.interactor as? ContactListInteractor)
        let presenter = try #require(interactor.presenter as? ContactListPresenter)
        let router = try #require(viewController.router as? ContactListRouter)
        #expect(presenter.viewController === viewController)
        #expect(router.viewController === viewController)
        #expect(router.dataStore === interactor)
        #expect(interactor.contactsWorker is ContactsWorker)
        #expect(interactor.directoryWorker is DirectoryWorker)
        for object in [viewController, interactor, presenter, router] as [AnyObject] { trackForMemoryLeaks(object) }
    }

    @Test("New Contact opened from it shares its contacts worker and returns to it")
    func addContactScene() throws {
        let environment = TestEnvironment()
        let viewController = ContactListConfigurator.makeScene(dependencies: environment.dependencies)
        let window = TestWindow(showing: viewController)

        viewController.navigationItem.rightBarButtonItem?.tap()

        let addContact = try #require(window.presentedScreen(AddContactViewController.self))
        let interactor = try #require(addContact.interactor as? AddContactInteractor)
        let presenter = try #require(interactor.presenter as? AddContactPresenter)
        let router = try #require(addContact.router as? AddContactRouter)
        let listInteractor = try #require(viewController.interactor as? ContactListInteractor)
        #expect(interactor.worker === listInteractor.contactsWorker)
        #expect(presenter.viewController === addContact)
        #expect(router.viewController === addContact)
        #expect(router.dataStore === interactor)
        #expect(router.contactList === viewController)
        for object in [viewController, addContact, interactor, presenter, router] as [AnyObject] {
            trackForMemoryLeaks(object)
        }
    }
}
