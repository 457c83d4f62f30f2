import HeadlessUI
import TestAids
import TestSupport
import Testing

@testable import MVVMC

/// `presentAlert(_:)`, the one place an alert view model becomes an alert controller.
@Suite("ViewController+Alert", .checkingForLeaks, .profilingEachCase)
@MainActor
struct ViewControllerAlertTests {
    @Test("an alert view model is presented with its texts, style and buttons in order")
    func presentsAlertController() throws {
        let (screen, host) = makeSUT()

        screen.presentAlert(
            AlertViewModel(
                title: "Title", message: "Message", style: .actionSheet,
                actions: [.init(title: "A"), .init(title: "B", style: .destructive), .init(title: "C", style: .cancel)])
        )

        #expect(
            try host.alert()
                == AlertSnapshot(
                    kind: .actionSheet, title: "Title", message: "Message",
                    buttons: [.default("A"), .destructive("B"), .cancel("C")]))
    }

    @Test("a button of the presented alert runs the view model's closure and closes the alert")
    func buttonRunsClosure() throws {
        let (screen, host) = makeSUT()
        var chosen: [String] = []
        screen.presentAlert(
            AlertViewModel(title: "T", message: "M", actions: [.init(title: "A") { chosen.append("A") }]))

        try host.tapAlertButton("A")

        #expect(chosen == ["A"])
        #expect(host.topAlert == nil)
    }

    @Test("an alert goes over whatever the screen already presents")
    func presentsOnTop() throws {
        let (screen, host) = makeSUT()
        screen.present(ViewController(), animated: false)

        screen.presentAlert(.notice(title: "T", message: "M"))

        #expect(try host.alert() == .ok("T", "M"))
        #expect(host.window.presentationWarnings.isEmpty)
    }

    private func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> (ViewController, TestWindow) {
        let screen = ViewController()
        trackForMemoryLeaks(screen, sourceLocation: sourceLocation)
        return (screen, TestWindow(showing: screen))
    }
}
