import CaseProfiles
import HeadlessUI
import TestAids
import TestSupport
import Testing

@testable import MVVMC

/// `presentAlert(_:onChoice:)`, the one place an alert view model becomes an alert controller.
@Suite("ViewController+Alert", .checkingForLeaks, .profilingEachCase)
@MainActor
struct ViewControllerAlertTests {
    @Test("an alert view model is presented with its texts, style and buttons in order")
    func presentsAlertController() throws {
        let (screen, host) = makeSUT()

        screen.presentAlert(
            AlertViewModel<Int>(
                title: "Title", message: "Message", style: .actionSheet,
                buttons: [.init(title: "A"), .init(title: "B", role: .destructive), .init(title: "C", role: .cancel)])
        ) { _ in }

        #expect(
            try host.alert()
                == AlertSnapshot(
                    kind: .actionSheet, title: "Title", message: "Message",
                    buttons: [.default("A"), .destructive("B"), .cancel("C")]))
    }

    @Test("a tapped button's choice is handed back, and the alert closes")
    func buttonHandsBackChoice() throws {
        let (screen, host) = makeSUT()
        var chosen: [Int] = []
        screen.presentAlert(
            AlertViewModel(
                title: "T", message: "M", buttons: [.init(title: "A", choice: 1), .init(title: "B", choice: 2)])
        ) { chosen.append($0) }

        try host.tapAlertButton("B")

        #expect(chosen == [2])
        #expect(host.topAlert == nil)
    }

    @Test("a button without a choice only closes the alert")
    func buttonWithoutChoiceOnlyCloses() throws {
        let (screen, host) = makeSUT()
        var chosen: [Int] = []
        screen.presentAlert(AlertViewModel<Int>(title: "T", message: "M", buttons: [.init(title: "OK")])) {
            chosen.append($0)
        }

        try host.tapAlertButton("OK")

        #expect(chosen.isEmpty)
        #expect(host.topAlert == nil)
    }

    @Test("an alert goes over whatever the screen already presents")
    func presentsOnTop() throws {
        let (screen, host) = makeSUT()
        screen.present(ViewController(), animated: false)

        screen.presentAlert(AlertViewModel<Never>(title: "T", message: "M", buttons: [.init(title: "OK")])) { _ in }

        #expect(try host.alert() == .ok("T", "M"))
        #expect(host.window.presentationWarnings.isEmpty)
    }

    private func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> (ViewController, TestWindow) {
        let screen = ViewController()
        trackForMemoryLeaks(screen, sourceLocation: sourceLocation)
        return (screen, TestWindow(showing: screen))
    }
}
