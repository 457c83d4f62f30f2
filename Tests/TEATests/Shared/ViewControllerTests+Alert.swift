import HeadlessUI
import TestAids
import TestSupport
import Testing

@testable import TEA

/// `present(_:send:)`, the one place an alert of the state becomes an alert controller.
@Suite("ViewController+AlertState", .checkingForLeaks, .profilingEachCase)
@MainActor
struct ViewControllerAlertStateTests {
    @Test("an alert state is presented with its texts, style and buttons in order")
    func presentsAlertController() throws {
        let (screen, _, host) = makeSUT()

        screen.present(
            AlertState(
                title: "Title", message: "Message", style: .actionSheet,
                buttons: [
                    .init("A", action: "a"), .init("B", role: .destructive, action: "b"),
                    .init("C", role: .cancel, action: "c"),
                ]),
            send: { _ in })

        #expect(
            try host.alert()
                == AlertSnapshot(
                    kind: .actionSheet, title: "Title", message: "Message",
                    buttons: [.default("A"), .destructive("B"), .cancel("C")]))
    }

    @Test("a button closes the alert and sends its message")
    func buttonSendsMessage() throws {
        let (screen, messages, host) = makeSUT()
        screen.present(
            AlertState(title: "T", message: "M", buttons: [.init("A", action: "a"), .init("B", action: "b")]),
            send: messages.send)

        try host.tapAlertButton("B")

        #expect(messages.messages == ["b"])
        #expect(host.topAlert == nil)
    }

    @Test("an alert goes over whatever the screen already presents")
    func presentsOnTop() throws {
        let (screen, _, host) = makeSUT()
        screen.present(ViewController(), animated: false)

        screen.present(AlertState.notice(title: "T", message: "M", dismissal: "ok"), send: { _ in })

        #expect(try host.alert() == .ok("T", "M"))
        #expect(host.window.presentationWarnings.isEmpty)
    }

    private func makeSUT(
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (ViewController, MessageSpy<String>, TestWindow) {
        let screen = ViewController()
        trackForMemoryLeaks(screen, sourceLocation: sourceLocation)
        return (screen, MessageSpy(), TestWindow(showing: screen))
    }
}
