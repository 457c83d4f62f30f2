import HeadlessUI
import Models
import TestSupport
import Testing

@testable import VIPER

@MainActor
@Suite("New Contact router", .checkingForLeaks)
struct AddContactRouterTests {
    @Test("the module is wired view → presenter → interactor and router, with weak links back")
    func wiring() throws {
        let delegate = AddContactModuleDelegateSpy()
        let dataManager = ContactBookDataManager(store: InMemoryStore<ContactBook>())
        let instances = InstanceTracker()

        let view = AddContactRouter.makeModule(dataManager: dataManager, delegate: delegate, instances: instances)

        let presenter = try #require(view.presenter as? AddContactPresenter)
        let interactor = try #require(presenter.interactor as? AddContactInteractor)
        let router = try #require(presenter.router as? AddContactRouter)
        #expect(presenter.view === view)
        #expect(presenter.delegate === delegate)
        #expect(interactor.output === presenter)
        #expect(interactor.dataManager === dataManager)
        #expect(router.viewController === view)
        #expect(
            instances.survivors == [
                "AddContactViewController", "AddContactPresenter", "AddContactInteractor", "AddContactRouter",
            ])
        for object in [view, presenter, interactor, router, delegate, dataManager] as [AnyObject] {
            trackForMemoryLeaks(object)
        }
    }

    @Test("dismiss closes the New Contact screen it was presented in")
    func dismiss() {
        let (sut, window) = makeSUT()

        sut.dismiss()

        #expect(window.presentationChain.count == 1)
    }

    @Test("an alert goes over the New Contact screen, with its buttons")
    func alert() throws {
        let (sut, window) = makeSUT()

        sut.showAlert(.notice(title: "Error", message: "A contact must have first and last names", button: "Ok"))

        let alert = try #require(window.topAlert)
        #expect(window.presentationChain.count == 3)
        #expect(alert.title == "Error")
        #expect(alert.message == "A contact must have first and last names")
        #expect(alert.actions.map(\.title) == ["Ok"])
        #expect(alert.actions.map(\.style) == [.default])
        alert.performAction(titled: "Ok")
        #expect(window.presentationChain.count == 2)
    }

    /// A router whose screen is presented, in a navigation stack, over a window's root.
    private func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> (AddContactRouter, Window) {
        let root = ViewController()
        let window = Window.showing(root)
        let screen = ViewController()
        root.present(NavigationController(rootViewController: screen), animated: false)
        let sut = AddContactRouter()
        sut.viewController = screen
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(screen, sourceLocation: sourceLocation)
        return (sut, window)
    }
}
