import CaseProfiles
import HeadlessUI
import TestAids
import TestSupport
import Testing

@testable import VIP

/// How every screen shows a presenter's alert and hands over a tapped button's choice.
@MainActor
@Suite("ViewController+Alert", .checkingForLeaks, .profilingEachCase)
struct ViewControllerAlertTests {
    @Test("an alert shows the presenter's texts and buttons, with their styles")
    func alert() throws {
        let (sut, window) = makeSUT()

        sut.presentAlert(
            AlertDisplay<Int>(
                title: "Remove item", message: "Sure?",
                buttons: [
                    AlertDisplay.Button(title: "Cancel", role: .cancel),
                    AlertDisplay.Button(title: "Remove", role: .destructive, choice: 3),
                ])
        ) { _ in }

        #expect(
            try window.alert()
                == AlertSnapshot(
                    title: "Remove item", message: "Sure?", buttons: [.cancel("Cancel"), .destructive("Remove")]))
    }

    @Test("an action sheet is shown as one")
    func actionSheet() throws {
        let (sut, window) = makeSUT()

        sut.presentAlert(
            AlertDisplay<Int>(
                title: "Change priority", message: "For:", style: .actionSheet,
                buttons: [AlertDisplay.Button(title: "Urgent", choice: 1)])
        ) { _ in }

        #expect(
            try window.alert()
                == AlertSnapshot(
                    kind: .actionSheet, title: "Change priority", message: "For:", buttons: [.default("Urgent")]))
    }

    @Test("a tapped button closes the alert and hands over its choice; a button without one hands over nothing")
    func choiceIsHandedOver() throws {
        let (sut, window) = makeSUT()
        let alert = AlertDisplay<Int>(
            title: "Remove item", message: "",
            buttons: [
                AlertDisplay.Button(title: "Cancel", role: .cancel),
                AlertDisplay.Button(title: "Remove", role: .destructive, choice: 3),
            ])
        var sent: [Int] = []
        sut.presentAlert(alert) { sent.append($0) }
        try window.tapAlertButton("Cancel")
        sut.presentAlert(alert) { sent.append($0) }

        try window.tapAlertButton("Remove")

        #expect(sent == [3])
        #expect(window.topAlert == nil)
    }

    @Test("an alert goes on top of whatever the screen already presents")
    func onTop() {
        let (sut, window) = makeSUT()
        sut.presentAlert(notice("First", "")) { _ in }

        sut.presentAlert(notice("Second", "")) { _ in }

        #expect(window.window.presentationChain.compactMap { ($0 as? AlertController)?.title } == ["First", "Second"])
        #expect(window.window.presentationWarnings.isEmpty)
    }

    private func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> (ViewController, TestWindow) {
        let sut = ViewController()
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        return (sut, TestWindow(showing: sut))
    }
}
