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

    private struct Form: View {
        @State private var name = ""
        @State private var isAskingToDiscard = false
        @Environment(\.dismiss) private var dismiss

        var body: some View {
            TextField("Name", text: $name).accessibilityIdentifier("name")
                .interactiveDismissDisabled(!name.isEmpty)
                .onInteractiveDismissAttempt { isAskingToDiscard = true }
                .confirmationDialog("", isPresented: $isAskingToDiscard) {
                    Button("Discard Changes", role: .destructive) { dismiss() }
                    Button("Keep Editing", role: .cancel) {}
                }
        }
    }

    private struct FormPresenter: View {
        @State private var isPresented = true

        var body: some View {
            Text(isPresented ? "open" : "closed").accessibilityIdentifier("state")
                .sheet(isPresented: $isPresented) { Form() }
        }
    }

    @Test func aRefusedSwipeRunsTheSheetsDismissAttemptAction() throws {
        let screen = HostedScreen(FormPresenter())
        screen.type("Ada", into: "name")

        let result = screen.window.presentationChain[1].performInteractiveDismissal()

        let dialog = try #require(screen.window.presentationChain.last as? AlertController)
        #expect(result == .refused)
        #expect(dialog.actions.map(\.title) == ["Discard Changes", "Keep Editing"])
    }

    @Test func keepingTheEditsLeavesTheSheetWithItsText() throws {
        let screen = HostedScreen(FormPresenter())
        screen.type("Ada", into: "name")
        screen.window.presentationChain[1].performInteractiveDismissal()

        try #require(screen.window.presentationChain.last as? AlertController).performAction(titled: "Keep Editing")

        #expect(screen.window.presentationChain.count == 2)
        #expect(screen.element("name", as: UITextField.self)?.text == "Ada")
    }

    @Test func discardingTheEditsClosesTheSheet() throws {
        let screen = HostedScreen(FormPresenter())
        screen.type("Ada", into: "name")
        screen.window.presentationChain[1].performInteractiveDismissal()

        try #require(screen.window.presentationChain.last as? AlertController).performAction(titled: "Discard Changes")

        #expect(screen.window.presentationChain.count == 1)
        #expect(screen.text("state") == "closed")
    }

    @Test func anEmptyFormIsSwipedDownWithoutAsking() {
        let screen = HostedScreen(FormPresenter())

        let result = screen.window.presentationChain[1].performInteractiveDismissal()

        #expect(result == .dismissed)
        #expect(screen.text("state") == "closed")
    }

    @Test func aClosedSheetIsReleasedWithEverythingItHeld() {
        let screen = HostedScreen(Presenter())
        screen.tap("show")
        weak let sheet = screen.top
        weak let container = screen.window.presentationChain.last

        screen.window.presentationChain.last?.performInteractiveDismissal()

        #expect(sheet == nil)
        #expect(container == nil)
    }
}
