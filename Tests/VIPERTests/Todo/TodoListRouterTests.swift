import HeadlessUI
import Models
import TestSupport
import Testing

@testable import VIPER

@MainActor
@Suite("Todo router", .checkingForLeaks)
struct TodoListRouterTests {
    @Test("the module is wired view → presenter → interactor and router, with weak links back")
    func wiring() throws {
        let environment = TestEnvironment()

        let view = TodoListRouter.makeModule(dependencies: environment.dependencies)

        let presenter = try #require(view.presenter as? TodoListPresenter)
        let interactor = try #require(presenter.interactor as? TodoListInteractor)
        let router = try #require(presenter.router as? TodoListRouter)
        #expect(presenter.view === view)
        #expect(interactor.output === presenter)
        #expect(router.viewController === view)
        for object in [view, presenter, interactor, router] as [AnyObject] { trackForMemoryLeaks(object) }
    }

    @Test("every part of the module is tracked, and all of it is released with its screen")
    func trackedAndReleased() {
        let environment = TestEnvironment()
        var view: TodoListViewController? = TodoListRouter.makeModule(dependencies: environment.dependencies)
        _ = view?.view

        let tracked = environment.instances.survivors
        view = nil

        #expect(tracked == ["TodoListViewController", "TodoListPresenter", "TodoListInteractor", "TodoListRouter"])
        #expect(environment.instances.survivors.isEmpty)
    }

    @Test("an alert is built from the presenter's display and presented over the screen")
    func presentsAlert() throws {
        let (sut, window) = makeSUT()
        let display = AlertDisplay<TodoListAlertChoice>(
            title: "Remove item", message: "Sure?",
            buttons: [
                AlertButtonDisplay(title: "Cancel", role: .cancel),
                AlertButtonDisplay(title: "Remove", role: .destructive, choice: .remove(itemID: 3)),
            ])

        sut.showAlert(display) { _ in }

        let alert = try #require(window.topAlert)
        #expect(alert.title == "Remove item")
        #expect(alert.message == "Sure?")
        #expect(alert.preferredStyle == .alert)
        #expect(alert.actions.map(\.title) == ["Cancel", "Remove"])
        #expect(alert.actions.map(\.style) == [.cancel, .destructive])
    }

    @Test("an action sheet is presented as one, with default buttons")
    func presentsActionSheet() throws {
        let (sut, window) = makeSUT()
        let display = AlertDisplay<TodoListAlertChoice>(
            title: "Change priority", message: "For:", style: .actionSheet,
            buttons: [AlertButtonDisplay(title: "Urgent", choice: .setPriority(.urgent, itemID: 1))])

        sut.showAlert(display) { _ in }

        let alert = try #require(window.topAlert)
        #expect(alert.preferredStyle == .actionSheet)
        #expect(alert.actions.map(\.style) == [.default])
    }

    @Test("a tapped button closes the alert and hands its choice back; a button without one hands nothing")
    func choiceComesBack() throws {
        let (sut, window) = makeSUT()
        let display = AlertDisplay<TodoListAlertChoice>(
            title: "Remove item", message: "",
            buttons: [
                AlertButtonDisplay(title: "Cancel", role: .cancel),
                AlertButtonDisplay(title: "Remove", role: .destructive, choice: .remove(itemID: 3)),
            ])
        var choices: [TodoListAlertChoice] = []
        sut.showAlert(display) { choices.append($0) }
        try #require(window.topAlert).performAction(titled: "Cancel")
        sut.showAlert(display) { choices.append($0) }

        try #require(window.topAlert).performAction(titled: "Remove")

        #expect(choices == [.remove(itemID: 3)])
        #expect(window.topAlert == nil)
    }

    @Test("an alert goes on top of whatever the screen already presents")
    func presentsOnTop() throws {
        let (sut, window) = makeSUT()
        sut.showAlert(.notice(title: "First", message: "")) { _ in }

        sut.showAlert(.notice(title: "Second", message: "")) { _ in }

        #expect(window.presentationChain.compactMap { ($0 as? AlertController)?.title } == ["First", "Second"])
        #expect(window.presentationWarnings.isEmpty)
    }

    @Test("without its screen the router presents nothing")
    func noScreen() {
        let sut = TodoListRouter()
        trackForMemoryLeaks(sut)

        sut.showAlert(.notice(title: "Lost", message: "")) { _ in }

        #expect(sut.viewController == nil)
    }

    private func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> (TodoListRouter, Window) {
        let screen = ViewController()
        let window = Window.showing(screen)
        let sut = TodoListRouter()
        sut.viewController = screen
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(screen, sourceLocation: sourceLocation)
        return (sut, window)
    }
}
