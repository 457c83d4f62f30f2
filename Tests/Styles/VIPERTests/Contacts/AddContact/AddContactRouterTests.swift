import CaseProfiles
import HeadlessUI
import Models
import TestAids
import TestSupport
import Testing

@testable import VIPER

@MainActor
@Suite("AddContactRouter", .checkingForLeaks, .profilingEachCase)
struct AddContactRouterTests {
    @Test("dismiss closes the New Contact screen it was presented in")
    func dismiss() {
        let screen = ViewController()
        let sut = AddContactRouter()
        sut.viewController = screen
        trackForMemoryLeaks(sut)
        trackForMemoryLeaks(screen)
        let host = TestWindow(presenting: screen)

        sut.dismiss()

        #expect(host.showsModalScreen == false)
    }
}
