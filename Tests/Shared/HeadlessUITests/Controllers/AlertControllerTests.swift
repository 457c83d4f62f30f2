import HeadlessUI
import TestSupport
import Testing

@Suite("AlertController", .checkingForLeaks)
@MainActor
struct AlertControllerTests {
    func makeSUT(_ handler: (@MainActor (AlertAction) -> Void)? = nil) -> (AlertController, ViewController) {
        let alert = AlertController(title: "Remove item", message: "Are you sure?", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Remove", style: .destructive, handler: handler))
        let presenter = ViewController()
        presenter.present(alert, animated: true)
        trackForMemoryLeaks(alert)
        trackForMemoryLeaks(presenter)
        return (alert, presenter)
    }

    @Test("an alert keeps its title, message, style and actions in the order added")
    func contents() {
        let (alert, _) = makeSUT()

        #expect(alert.title == "Remove item")
        #expect(alert.message == "Are you sure?")
        #expect(alert.preferredStyle == .alert)
        #expect(alert.actions.map(\.title) == ["Cancel", "Remove"])
        #expect(alert.actions.map(\.style) == [.cancel, .destructive])
    }

    @Test("performing an action dismisses the alert before its handler runs")
    func dismissedBeforeHandler() {
        var presentedWhenHandled: [Bool] = []
        var handled: [String] = []
        var presenter: ViewController?
        let (alert, sut) = makeSUT { action in
            handled.append(action.title)
            presentedWhenHandled.append(presenter?.presentedViewController != nil)
        }
        presenter = sut

        let performed = alert.performAction(titled: "Remove")

        #expect(performed)
        #expect(handled == ["Remove"])
        #expect(presentedWhenHandled == [false])
        #expect(alert.presentingViewController == nil)
    }

    @Test("an action without a handler only dismisses the alert")
    func noHandler() {
        let (alert, presenter) = makeSUT()

        #expect(alert.performAction(titled: "Cancel"))
        #expect(presenter.presentedViewController == nil)
    }

    @Test("an unknown title performs nothing, returns false and leaves the alert up")
    func unknownTitle() {
        var handled = 0
        let (alert, presenter) = makeSUT { _ in handled += 1 }

        #expect(!alert.performAction(titled: "OK"))
        #expect(handled == 0)
        #expect(presenter.presentedViewController === alert)
    }
}
