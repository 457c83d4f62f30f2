import Models
import TestSupport
import Testing

@testable import VIP

@MainActor
@Suite("TodoListConfigurator", .checkingForLeaks, .profilingEachCase)
struct TodoListConfiguratorTests {
    @Test("the scene is wired view controller → interactor → presenter and worker, with the link back weak")
    func wiring() throws {
        let environment = TestEnvironment()

        let viewController = TodoListConfigurator.makeScene(dependencies: environment.dependencies)

        let interactor = try #require(viewController.interactor as? TodoListInteractor)
        let presenter = try #require(interactor.presenter as? TodoListPresenter)
        let worker = try #require(interactor.worker as? TodoWorker)
        #expect(presenter.viewController === viewController)
        for object in [viewController, interactor, presenter, worker] as [AnyObject] { trackForMemoryLeaks(object) }
    }
}
