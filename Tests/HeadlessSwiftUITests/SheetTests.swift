import HeadlessSwiftUI
import HeadlessUI
import Testing

@MainActor
@Suite struct SheetTests {
    private struct Sheet: View {
        let locked: Bool
        @Environment(\.dismiss) private var dismiss

        var body: some View {
            NavigationStack {
                Button("Close") { dismiss() }
                    .accessibilityIdentifier("close")
                    .navigationTitle("Sheet")
                    .interactiveDismissDisabled(locked)
            }
        }
    }

    private struct Presenter: View {
        var locked = false
        @State private var isPresented = false
        @State private var dismissals = 0

        var body: some View {
            VStack {
                Text("\(isPresented) \(dismissals)").accessibilityIdentifier("state")
                Button("Show") { isPresented = true }.accessibilityIdentifier("show")
            }
            .sheet(isPresented: $isPresented, onDismiss: countDismissal) {
                Sheet(locked: locked)
            }
        }

        private func countDismissal() {
            dismissals += 1
        }
    }

    private struct ItemPresenter: View {
        @State private var task: TaskModel.Task?

        var body: some View {
            VStack {
                Text(task?.title ?? "none").accessibilityIdentifier("item")
                Button("Show") { task = TaskModel.Task(id: 1, title: "Milk") }.accessibilityIdentifier("show")
            }
            .sheet(item: $task) { task in
                Text(task.title).accessibilityIdentifier("title")
            }
        }
    }

    @Test func isPresentedWhileItsBindingIsTrue() {
        let screen = HostedScreen(Presenter())

        screen.tap("show")

        #expect(screen.window.presentationChain.count == 2)
        #expect(screen.text("state") == nil)
        #expect(screen.top.title == "Sheet")
    }

    @Test func aSheetWhoseContentIsANavigationStackIsShownInANavigationController() {
        let screen = HostedScreen(Presenter())

        screen.tap("show")

        #expect(screen.window.presentationChain.last is NavigationController)
    }

    @Test func swipingItDownSetsTheBindingBackToFalseAndCallsOnDismiss() {
        let screen = HostedScreen(Presenter())
        screen.tap("show")

        let result = screen.window.presentationChain.last?.performInteractiveDismissal()

        #expect(result == .dismissed)
        #expect(screen.window.presentationChain.count == 1)
        #expect(screen.text("state") == "false 1")
    }

    @Test func theDismissActionInItsEnvironmentClosesIt() {
        let screen = HostedScreen(Presenter())
        screen.tap("show")

        screen.tap("close")

        #expect(screen.window.presentationChain.count == 1)
        #expect(screen.text("state") == "false 1")
    }

    @Test func interactiveDismissDisabledKeepsItOnScreen() {
        let screen = HostedScreen(Presenter(locked: true))
        screen.tap("show")

        let result = screen.window.presentationChain.last?.performInteractiveDismissal()

        #expect(result == .refused)
        #expect(screen.window.presentationChain.count == 2)
    }

    @Test func anItemSheetShowsTheItemAndClearsItWhenSwipedDown() {
        let screen = HostedScreen(ItemPresenter())
        screen.tap("show")
        let shown = screen.text("title")

        screen.window.presentationChain.last?.performInteractiveDismissal()

        #expect(shown == "Milk")
        #expect(screen.text("item") == "none")
    }
}
