import CaseProfiles
import TestSupport
import Testing

@testable import MVVM

@Suite("AlertViewModel", .checkingForLeaks, .profilingEachCase)
@MainActor
struct AlertViewModelTests {
    @Test("a notice is an alert with one default button that only closes it, \"OK\" unless named")
    func notice() {
        #expect(
            AlertViewModel<Int>.notice(title: "Title", message: "Message")
                == AlertViewModel(
                    title: "Title", message: "Message", style: .alert,
                    buttons: [
                        AlertViewModel.Button(title: "OK", role: .default, choice: nil)
                    ]))
        #expect(AlertViewModel<Int>.notice(title: "T", message: "M", button: "Ok").buttons.map(\.title) == ["Ok"])
    }
}
