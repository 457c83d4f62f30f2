import HeadlessUI
import Models
import TestAids
import TestSupport
import Testing

@testable import VIPER

@MainActor
@Suite("ContactListRouter", .checkingForLeaks, .profilingEachCase)
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

    @Test("Add presents New Contact modally in its own navigation stack, wired to the delegate")
    func presentsAddContact() throws {
        let (sut, host) = makeSUT()
        let delegate = AddContactModuleDelegateSpy()

        sut.presentAddContact(delegate: delegate)

        let addContact = try #require(host.presentedScreen(AddContactViewController.self))
        let presenter = try #require(addContact.presenter as? AddContactPresenter)
        let interactor = try #require(presenter.interactor as? AddContactInteractor)
        #expect(addContact.title == "New Contact")
        #expect(presenter.delegate === delegate)
        #expect(interactor.dataManager === sut.dataManager)
    }

    @Test("each Add builds a fresh New Contact module, and a closed one is released")
    func freshModuleEachTime() {
        let (sut, host) = makeSUT()
        let delegate = AddContactModuleDelegateSpy()
        sut.presentAddContact(delegate: delegate)
        weak let first = host.window.presentationChain.last
        first?.dismiss(animated: false)

        sut.presentAddContact(delegate: delegate)

        #expect(first == nil)
        #expect(host.window.presentationChain.last is NavigationController)
    }

    @Test("an alert is presented over the screen and hands its choice back")
    func presentsAlert() throws {
        let (sut, host) = makeSUT()
        var choices: [ContactListAlertChoice] = []
        sut.showAlert(
            AlertDisplay(
                title: "Import failed", message: "offline",
                buttons: [
                    AlertButtonDisplay(title: "Cancel", role: .cancel),
                    AlertButtonDisplay(title: "Retry", choice: .retryImport),
                ])
        ) { choices.append($0) }
        #expect(
            try host.alert()
                == AlertSnapshot(
                    title: "Import failed", message: "offline", buttons: [.cancel("Cancel"), .default("Retry")]))

        try host.tapAlertButton("Retry")

        #expect(choices == [.retryImport])
    }

    @Test("an alert arriving while New Contact is open goes on top of it")
    func alertOverNewContact() throws {
        let (sut, host) = makeSUT()
        let delegate = AddContactModuleDelegateSpy()
        sut.presentAddContact(delegate: delegate)

        sut.showAlert(.notice(title: "Import finished", message: "Added 0 contacts, skipped 0.")) { _ in }

        #expect(host.showsModalScreen)
        #expect(try host.alert() == .ok("Import finished", "Added 0 contacts, skipped 0."))
        #expect(host.window.presentationWarnings.isEmpty)
    }

    private func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> (ContactListRouter, TestWindow) {
        let screen = ViewController()
        let sut = ContactListRouter(dataManager: ContactBookDataManager(store: InMemoryStore<ContactBook>()))
        sut.viewController = screen
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(screen, sourceLocation: sourceLocation)
        return (sut, TestWindow(showing: screen))
    }
}
