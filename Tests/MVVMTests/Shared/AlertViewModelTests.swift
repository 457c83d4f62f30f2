import TestSupport
import Testing

@testable import MVVM

@Suite(.checkingForLeaks)
@MainActor
struct AlertViewModelTests {
    @Test("a notice is an alert with one default button that does nothing else")
    func notice() {
        let sut = AlertViewModel.notice(title: "Title", message: "Message", button: "Ok")

        #expect(sut.summary == AlertSummary(title: "Title", message: "Message", style: .alert, actions: ["Ok"]))
    }

    @Test("showing an alert puts it in the output, and choosing a button clears it before the button's work")
    func showingAndChoosing() throws {
        let output = Observable<AlertViewModel?>(nil)
        trackForMemoryLeaks(output)
        let history = History(output)
        var shownWhenChosen: AlertSummary?
        let alert = AlertViewModel(
            title: "Title", message: "Message",
            actions: [AlertViewModel.Action(title: "Go") { shownWhenChosen = output.value?.summary }])

        output.show(alert)
        try output.choose("Go")

        #expect(history.values.map(\.?.title) == [nil, "Title", nil])
        #expect(shownWhenChosen == nil)
    }

    @Test("a button's work may show the next alert, which then stays")
    func nextAlertStays() throws {
        let output = Observable<AlertViewModel?>(nil)
        trackForMemoryLeaks(output)
        let next = AlertViewModel.notice(title: "Next", message: "")
        output.show(AlertViewModel(title: "First", message: "", actions: [.init(title: "Go") { output.show(next) }]))

        try output.choose("Go")

        #expect(output.value?.title == "Next")
    }
}
