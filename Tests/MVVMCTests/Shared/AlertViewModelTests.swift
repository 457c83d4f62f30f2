import TestAids
import TestSupport
import Testing

@testable import MVVMC

@Suite("AlertViewModel", .checkingForLeaks, .profilingEachCase)
@MainActor
struct AlertViewModelTests {
    @Test("a notice is an alert with one default button")
    func notice() {
        let sut = AlertViewModel.notice(title: "Title", message: "Message", button: "Ok")

        #expect(sut.snapshot == AlertSnapshot(title: "Title", message: "Message", buttons: [.default("Ok")]))
    }

    @Test("showing an alert puts it in the output, and choosing a button clears it before the button's work")
    func showingAndChoosing() throws {
        let output = Output<AlertViewModel?>(wrappedValue: nil)
        trackForMemoryLeaks(output.projectedValue)
        let history = History(output.projectedValue)
        var titleWhenChosen: String? = "not chosen"
        let alert = AlertViewModel(
            title: "Title", message: "Message",
            actions: [AlertViewModel.Action(title: "Go") { titleWhenChosen = output.wrappedValue?.title }])

        output.show(alert)
        try output.projectedValue.choose("Go")

        #expect(history.values.map(\.?.title) == [nil, "Title", nil])
        #expect(titleWhenChosen == nil)
    }

    @Test("a button's work may show the next alert, which then stays")
    func nextAlertStays() throws {
        let output = Output<AlertViewModel?>(wrappedValue: nil)
        trackForMemoryLeaks(output.projectedValue)
        let next = AlertViewModel.notice(title: "Next", message: "")
        output.show(AlertViewModel(title: "First", message: "", actions: [.init(title: "Go") { output.show(next) }]))

        try output.projectedValue.choose("Go")

        #expect(output.wrappedValue?.title == "Next")
    }
}
