import HeadlessSwiftUI
import Testing

@MainActor
@Suite struct LifecycleModifierTests {
    private struct Watcher: View {
        let spy: BodySpy
        @State private var count = 0
        @State private var changes: [String] = []

        var body: some View {
            VStack {
                Text(changes.joined(separator: ",")).accessibilityIdentifier("changes")
                Button("Add") { count += 1 }.accessibilityIdentifier("add")
            }
            .onAppear { spy.record("appear") }
            .onChange(of: count) { old, new in changes.append("\(old)>\(new)") }
        }
    }

    @Test func onAppearRunsOnceWhenTheViewFirstComesOnScreen() {
        let spy = BodySpy()
        let screen = HostedScreen(Watcher(spy: spy))

        screen.tap("add")

        #expect(spy.evaluations == ["appear": 1])
    }

    @Test func onAppearRunsAgainWhenTheHostIsShownAgainAfterLeavingTheScreen() {
        let spy = BodySpy()
        let screen = HostedScreen(Watcher(spy: spy))

        screen.host.beginAppearanceTransition(false)
        screen.host.endAppearanceTransition()
        screen.host.beginAppearanceTransition(true)
        screen.host.endAppearanceTransition()

        #expect(spy.evaluations == ["appear": 2])
    }

    private struct AppearanceCounter: View {
        @State private var appearances = 0

        var body: some View {
            Text("Appeared \(appearances)").accessibilityIdentifier("appearances")
                .onAppear { appearances += 1 }
        }
    }

    @Test func whatAnAppearActionChangesWhenTheHostIsShownAgainIsShown() {
        let screen = HostedScreen(AppearanceCounter())

        screen.host.beginAppearanceTransition(false)
        screen.host.endAppearanceTransition()
        screen.host.beginAppearanceTransition(true)
        screen.host.endAppearanceTransition()

        #expect(screen.text("appearances") == "Appeared 2")
    }

    @Test func onChangeRunsWithTheOldAndNewValueAfterEachChange() {
        let screen = HostedScreen(Watcher(spy: BodySpy()))

        screen.tap("add")
        screen.tap("add")

        #expect(screen.text("changes") == "0>1,1>2")
    }
}
