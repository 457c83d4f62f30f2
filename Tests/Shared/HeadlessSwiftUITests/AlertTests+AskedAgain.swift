import HeadlessSwiftUI
import HeadlessUI
import Testing

// A button of an alert may ask for the same alert again with other words (a choice whose save
// failed explains why), as a view model with one alert slot does: the closed alert is not reused,
// a new one shows.
extension AlertTests {
    private struct Chooser: View {
        @State private var message: String?

        var body: some View {
            Button("Choose") { message = "Pick one." }
                .accessibilityIdentifier("choose")
                .alert("Choice", isPresented: isShown) {
                    Button("Urgent") { message = "Your change was not saved." }
                } message: {
                    Text(message ?? "")
                }
        }

        private var isShown: Binding<Bool> {
            Binding(get: { message != nil }, set: { if !$0 { message = nil } })
        }
    }

    @Test func anAlertAskedForAgainByItsOwnButtonShowsAgainWithItsNewWords() throws {
        let screen = HostedScreen(Chooser())
        screen.tap("choose")
        let first = try #require(screen.window.presentationChain.last as? AlertController)

        first.performAction(titled: "Urgent")

        let second = try #require(screen.window.presentationChain.last as? AlertController)
        #expect(second !== first)
        #expect(second.message == "Your change was not saved.")
        #expect(screen.window.presentationChain.count == 2)
        #expect(screen.window.presentationWarnings.isEmpty)
    }
}

// An alert whose binding stays true after its button closed it (a setter that ignores false) is
// still asked for: it shows again when its screen is shown again, as at any other update.
extension AlertTests {
    private struct Stubborn: View {
        var body: some View {
            Text("Under the alert")
                .alert("Stuck", isPresented: Binding(get: { true }, set: { _ in })) {
                    Button("OK") {}
                }
        }
    }

    @Test func anAlertStillAskedForAfterItClosedShowsAgainWhenItsScreenIsShownAgain() throws {
        let screen = HostedScreen(Stubborn())
        try #require(screen.window.presentationChain.last as? AlertController).performAction(titled: "OK")
        let closed = screen.window.presentationChain.count

        screen.host.beginAppearanceTransition(false)
        screen.host.endAppearanceTransition()
        screen.host.beginAppearanceTransition(true)
        screen.host.endAppearanceTransition()

        #expect(closed == 1)
        #expect((screen.window.presentationChain.last as? AlertController)?.title == "Stuck")
    }
}
