import HeadlessSwiftUI
import Testing

@MainActor
@Suite struct EnvironmentTests {
    private struct Reader: View {
        @Environment(TaskModel.self) private var model

        var body: some View {
            VStack {
                Text(model.title).accessibilityIdentifier("title")
                Button("Rename") { model.title = "Chores" }.accessibilityIdentifier("rename")
            }
        }
    }

    private struct Root: View {
        var body: some View {
            VStack {
                Reader()
            }
        }
    }

    @Test func anObjectPutInTheEnvironmentReachesTheViewsInside() {
        let model = TaskModel()

        let screen = HostedScreen(Root().environment(model))

        #expect(screen.text("title") == "Tasks")
    }

    @Test func aViewReadingAnEnvironmentObjectReRendersWhenItChanges() {
        let model = TaskModel()
        let screen = HostedScreen(Root().environment(model))

        screen.tap("rename")

        #expect(screen.text("title") == "Chores")
    }
}
