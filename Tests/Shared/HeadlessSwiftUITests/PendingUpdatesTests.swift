import HeadlessSwiftUI
import Testing

@MainActor
@Suite struct PendingUpdatesTests {
    private struct TitleView: View {
        let model: TaskModel

        var body: some View {
            VStack {
                Text(model.title).accessibilityIdentifier("title")
                Button("Rename") { model.title = "Chores" }.accessibilityIdentifier("rename")
            }
        }
    }

    @Test func aChangeOutsideAnyEventIsShownAtTheNextFlush() {
        let model = TaskModel()
        let screen = HostedScreen(TitleView(model: model))

        model.title = "Errands"
        let beforeFlush = screen.text("title")
        PendingUpdates.flush()

        #expect(beforeFlush == "Tasks")
        #expect(screen.text("title") == "Errands")
        #expect(PendingUpdates.isEmpty)
    }

    @Test func aChangeDuringAnEventIsShownAtItsEndAndLeavesNothingWaiting() {
        let model = TaskModel()
        let screen = HostedScreen(TitleView(model: model))

        screen.tap("rename")

        #expect(screen.text("title") == "Chores")
        #expect(PendingUpdates.isEmpty)
    }

    @Test func aChangeAnEventMakesToAnotherScreenIsShownAtTheEventsEnd() {
        let model = TaskModel()
        let tapped = HostedScreen(TitleView(model: model))
        let other = HostedScreen(TitleView(model: model))

        tapped.tap("rename")

        #expect(other.text("title") == "Chores")
        #expect(PendingUpdates.isEmpty)
    }
}
