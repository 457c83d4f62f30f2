import HeadlessUI
import Models
import TestAids
import TestSupport
import Testing

@testable import VIPER

@MainActor
@Suite("AddContactRouter", .checkingForLeaks, .profilingEachCase)
struct AddContactRouterTests {
    @Test("the module is wired view → presenter → interactor and router, with weak links back")
    func wiring() throws {
        let delegate = AddContactModuleDelegateSpy()
        let dataManager = ContactBookDataManager(store: InMemoryStore<ContactBook>())

        let view = AddContactRouter.makeModule(dataManager: dataManager, delegate: delegate)

        let presenter = try #require(view.presenter as? AddContactPresenter)
        let interactor = try #require(presenter.interactor as? AddContactInteractor)
        let router = try #require(presenter.router as? AddContactRouter)
        #expect(presenter.view === view)
        #expect(presenter.delegate === delegate)
        #expect(interactor.output === presenter)
        #expect(interactor.dataManager === dataManager)
        #expect(router.viewController === view)
        for object in [view, presenter, interactor, router, delegate, dataManager] as [AnyObject] {
            trackForMemoryLeaks(object)
        }
    }

    @Test("dismiss closes the New Contact screen it was presented in")
    func dismiss() {
        let (sut, host) = makeSUT()

        sut.dismiss()

        #expect(host.showsModalScreen == false)
    }

    @Test("an alert goes over the New Contact screen, with its buttons, and closing it leaves the screen")
    func alert() throws {
        let (sut, host) = makeSUT()

        sut.showAlert(.notice(title: "Error", message: "A contact must have first and last names", button: "Ok"))

        #expect(
            try host.alert()
                == AlertSnapshot(
                    title: "Error", message: "A contact must have first and last names", buttons: [.default("Ok")]))
        try host.tapAlertButton("Ok")
        #expect(host.showsModalScreen)
    }

    /// A router whose screen is presented, in a navigation stack, over a window's root.
    private func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> (AddContactRouter, TestWindow) {
        let screen = ViewController()
        let sut = AddContactRouter()
        sut.viewController = screen
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(screen, sourceLocation: sourceLocation)
        return (sut, TestWindow(presenting: screen))
    }
}
