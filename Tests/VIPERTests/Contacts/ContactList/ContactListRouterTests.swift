import HeadlessUI
import Models
import TestSupport
import Testing

@testable import VIPER

@MainActor
@Suite("Contacts router", .checkingForLeaks)
struct ContactListRouterTests {
    @Test("the module is wired view → presenter → interactor and router, with weak links back")
    func wiring() throws {
        let environment = TestEnvironment()

        let view = ContactListRouter.makeModule(dependencies: environment.dependencies)

        let presenter = try #require(view.presenter as? ContactListPresenter)
        let interactor = try #require(presenter.interactor as? ContactListInteractor)
        let router = try #require(presenter.router as? ContactListRouter)
        #expect(presenter.view === view)
        #expect(interactor.output === presenter)
        #expect(router.viewController === view)
        #expect(router.dataManager === interactor.dataManager)
        for object in [view, presenter, interactor, router] as [AnyObject] { trackForMemoryLeaks(object) }
    }

    @Test("every part of the module is tracked, and all of it is released with its screen")
    func trackedAndReleased() {
        let environment = TestEnvironment()
        var view: ContactListViewController? = ContactListRouter.makeModule(dependencies: environment.dependencies)
        _ = view?.view

        let tracked = environment.instances.survivors
        view = nil

        #expect(
            tracked == [
                "ContactListViewController", "ContactListPresenter", "ContactListInteractor", "ContactListRouter",
                "ContactBookDataManager",
            ])
        #expect(environment.instances.survivors.isEmpty)
    }

    @Test("Add presents New Contact modally in its own navigation stack, wired to the delegate")
    func presentsAddContact() throws {
        let (sut, window, environment) = makeSUT()
        let delegate = AddContactModuleDelegateSpy()

        sut.presentAddContact(delegate: delegate)

        let navigation = try #require(window.presentationChain.last as? NavigationController)
        let addContact = try #require(navigation.topViewController as? AddContactViewController)
        let presenter = try #require(addContact.presenter as? AddContactPresenter)
        let interactor = try #require(presenter.interactor as? AddContactInteractor)
        #expect(addContact.title == "New Contact")
        #expect(presenter.delegate === delegate)
        #expect(interactor.dataManager === sut.dataManager)
        #expect(
            environment.instances.survivors.suffix(5) == [
                "AddContactViewController", "AddContactPresenter", "AddContactInteractor", "AddContactRouter",
                "NavigationController",
            ])
    }

    @Test("each Add builds a fresh New Contact module, and a closed one is released")
    func freshModuleEachTime() {
        let (sut, window, environment) = makeSUT()
        let delegate = AddContactModuleDelegateSpy()
        sut.presentAddContact(delegate: delegate)
        weak let first = window.presentationChain.last
        first?.dismiss(animated: false)

        sut.presentAddContact(delegate: delegate)

        #expect(first == nil)
        #expect(window.presentationChain.last is NavigationController)
        #expect(environment.instances.trackedCount == 10)
        #expect(environment.instances.survivors.filter { $0.hasPrefix("AddContact") }.count == 4)
    }

    @Test("an alert is presented over the screen and hands its choice back")
    func presentsAlert() throws {
        let (sut, window, _) = makeSUT()
        var choices: [ContactListAlertChoice] = []
        sut.showAlert(
            AlertDisplay(
                title: "Import failed", message: "offline",
                buttons: [
                    AlertButtonDisplay(title: "Cancel", role: .cancel),
                    AlertButtonDisplay(title: "Retry", choice: .retryImport),
                ])
        ) { choices.append($0) }
        let alert = try #require(window.topAlert)

        alert.performAction(titled: "Retry")

        #expect(alert.title == "Import failed")
        #expect(alert.actions.map(\.style) == [.cancel, .default])
        #expect(choices == [.retryImport])
    }

    @Test("an alert arriving while New Contact is open goes on top of it")
    func alertOverNewContact() throws {
        let (sut, window, _) = makeSUT()
        let delegate = AddContactModuleDelegateSpy()
        sut.presentAddContact(delegate: delegate)

        sut.showAlert(.notice(title: "Import finished", message: "Added 0 contacts, skipped 0.")) { _ in }

        #expect(window.presentationChain.count == 3)
        #expect(window.topAlert?.title == "Import finished")
        #expect(window.presentationWarnings.isEmpty)
    }

    private func makeSUT(
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (ContactListRouter, Window, TestEnvironment) {
        let environment = TestEnvironment()
        let screen = ViewController()
        let window = Window.showing(screen)
        let sut = ContactListRouter(
            dataManager: ContactBookDataManager(store: environment.contactStore), instances: environment.instances)
        sut.viewController = screen
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(screen, sourceLocation: sourceLocation)
        return (sut, window, environment)
    }
}
