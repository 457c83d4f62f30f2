import CaseProfiles
import HeadlessUI
import TestAids
import TestSupport
import Testing

@testable import TEA

/// `presentAlert(_:onChoice:)`, the one place an alert of a view becomes an alert controller.
@Suite("ViewController+Alert", .checkingForLeaks, .profilingEachCase)
@MainActor
struct ViewControllerAlertTests {
    @Test("an alert is presented with its texts, style and buttons in order")
    func presentsAlertController() throws {
        let (screen, _, host) = makeSUT()

        screen.presentAlert(
            AlertState<SampleMessage>(
                title: "Title", message: "Message", style: .actionSheet,
                buttons: [
                    .init(title: "A", choice: .a), .init(title: "B", role: .destructive, choice: .b),
                    .init(title: "C", role: .cancel, choice: .alertDismissed),
                ]),
            onChoice: { _ in })

        #expect(
            try host.alert()
                == AlertSnapshot(
                    kind: .actionSheet, title: "Title", message: "Message",
                    buttons: [.default("A"), .destructive("B"), .cancel("C")]))
    }

    @Test("a button closes the alert and hands over its choice")
    func buttonHandsOverChoice() throws {
        let (screen, messages, host) = makeSUT()
        screen.presentAlert(
            AlertState<SampleMessage>(
                title: "T", message: "M", buttons: [.init(title: "A", choice: .a), .init(title: "B", choice: .b)]),
            onChoice: messages.send)

        try host.tapAlertButton("B")

        #expect(messages.messages == [.b])
        #expect(host.topAlert == nil)
    }

    @Test("an alert goes over whatever the screen already presents")
    func presentsOnTop() throws {
        let (screen, _, host) = makeSUT()
        screen.present(ViewController(), animated: false)

        screen.presentAlert(AlertState<SampleMessage>.notice(title: "T", message: "M"), onChoice: { _ in })

        #expect(try host.alert() == .ok("T", "M"))
        #expect(host.window.presentationWarnings.isEmpty)
    }

    private func makeSUT(
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (ViewController, MessageSpy<SampleMessage>, TestWindow) {
        let screen = ViewController()
        trackForMemoryLeaks(screen, sourceLocation: sourceLocation)
        return (screen, MessageSpy(), TestWindow(showing: screen))
    }
}

private enum SampleMessage: AlertMessage {
    case a
    case b
    case alertDismissed
}
