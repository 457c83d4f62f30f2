import HeadlessUI
import Models
import TestAids
import TestSupport
import Testing

@testable import VIPER

@MainActor
@Suite("TodoListRouter", .checkingForLeaks, .profilingEachCase)
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

    @Test("an alert is built from the presenter's display and presented over the screen")
    func presentsAlert() throws {
        let (sut, host) = makeSUT()

        sut.showAlert(
            AlertDisplay(
                title: "Remove item", message: "Sure?",
                buttons: [
                    AlertButtonDisplay(title: "Cancel", role: .cancel),
                    AlertButtonDisplay(title: "Remove", role: .destructive, choice: .remove(itemID: 3)),
                ])
        ) { _ in }

        #expect(
            try host.alert()
                == AlertSnapshot(
                    title: "Remove item", message: "Sure?", buttons: [.cancel("Cancel"), .destructive("Remove")]))
    }

    @Test("an action sheet is presented as one, with default buttons")
    func presentsActionSheet() throws {
        let (sut, host) = makeSUT()

        sut.showAlert(
            AlertDisplay(
                title: "Change priority", message: "For:", style: .actionSheet,
                buttons: [AlertButtonDisplay(title: "Urgent", choice: .setPriority(.urgent, itemID: 1))])
        ) { _ in }

        #expect(
            try host.alert()
                == AlertSnapshot(
                    kind: .actionSheet, title: "Change priority", message: "For:", buttons: [.default("Urgent")]))
    }

    @Test("a tapped button closes the alert and hands its choice back; a button without one hands nothing")
    func choiceComesBack() throws {
        let (sut, host) = makeSUT()
        let display = AlertDisplay<TodoListAlertChoice>(
            title: "Remove item", message: "",
            buttons: [
                AlertButtonDisplay(title: "Cancel", role: .cancel),
                AlertButtonDisplay(title: "Remove", role: .destructive, choice: .remove(itemID: 3)),
            ])
        var choices: [TodoListAlertChoice] = []
        sut.showAlert(display) { choices.append($0) }
        try host.tapAlertButton("Cancel")
        sut.showAlert(display) { choices.append($0) }

        try host.tapAlertButton("Remove")

        #expect(choices == [.remove(itemID: 3)])
        #expect(host.topAlert == nil)
    }

    @Test("an alert goes on top of whatever the screen already presents")
    func presentsOnTop() throws {
        let (sut, host) = makeSUT()
        sut.showAlert(.notice(title: "First", message: "")) { _ in }

        sut.showAlert(.notice(title: "Second", message: "")) { _ in }

        #expect(host.window.presentationChain.compactMap { ($0 as? AlertController)?.title } == ["First", "Second"])
        #expect(host.window.presentationWarnings.isEmpty)
    }

    @Test("without its screen the router presents nothing")
    func noScreen() {
        let sut = TodoListRouter()
        trackForMemoryLeaks(sut)

        sut.showAlert(.notice(title: "Lost", message: "")) { _ in }

        #expect(sut.viewController == nil)
    }

    private func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> (TodoListRouter, TestWindow) {
        let screen = ViewController()
        let sut = TodoListRouter()
        sut.viewController = screen
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(screen, sourceLocation: sourceLocation)
        return (sut, TestWindow(showing: screen))
    }
}
