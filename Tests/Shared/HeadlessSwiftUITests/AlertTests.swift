import HeadlessSwiftUI
import HeadlessUI
import Testing

@MainActor
@Suite struct AlertTests {
    private struct Deleter: View {
        @State private var isAsking = false
        @State private var deleted = false

        var body: some View {
            Button(deleted ? "Deleted" : "Delete") { isAsking = true }
                .accessibilityIdentifier("delete")
                .alert("Delete Task?", isPresented: $isAsking) {
                    Button("Delete", role: .destructive) { deleted = true }
                    Button("Keep", role: .cancel) {}
                } message: {
                    Text("It cannot be undone.")
                }
        }
    }

    private struct Notice: View {
        @State private var isShown = true

        var body: some View {
            Text(isShown ? "shown" : "closed").accessibilityIdentifier("state")
                .alert("Saved", isPresented: $isShown) {}
        }
    }

    @Test func showsItsTitleMessageAndButtonsWithTheirRoles() throws {
        let screen = HostedScreen(Deleter())

        screen.tap("delete")

        let alert = try #require(screen.window.presentationChain.last as? AlertController)
        #expect(alert.preferredStyle == .alert)
        #expect(alert.title == "Delete Task?")
        #expect(alert.message == "It cannot be undone.")
        #expect(alert.actions.map(\.title) == ["Delete", "Keep"])
        #expect(alert.actions.map(\.style) == [.destructive, .cancel])
    }

    @Test func aButtonRunsItsActionClosesTheAlertAndSetsTheBindingBack() throws {
        let screen = HostedScreen(Deleter())
        screen.tap("delete")
        let alert = try #require(screen.window.presentationChain.last as? AlertController)

        alert.performAction(titled: "Delete")

        #expect(screen.window.presentationChain.count == 1)
        #expect(screen.element("delete", as: UIButton.self)?.title == "Deleted")
        screen.tap("delete")
        #expect(screen.window.presentationChain.last is AlertController)
    }

    @Test func anAlertWithoutButtonsOffersOK() throws {
        let screen = HostedScreen(Notice())

        let alert = try #require(screen.window.presentationChain.last as? AlertController)
        alert.performAction(titled: "OK")

        #expect(alert.actions.map(\.title) == ["OK"])
        #expect(screen.text("state") == "closed")
    }

    private struct Renamer: View {
        @State private var title = "Milk"
        @State private var newTitle = ""
        @State private var isRenaming = false

        var body: some View {
            Button(title) {
                newTitle = title
                isRenaming = true
            }
            .accessibilityIdentifier("title")
            .alert("Rename task", isPresented: $isRenaming) {
                TextField("Task name", text: $newTitle).accessibilityIdentifier("newTitle")
                Button("Cancel", role: .cancel) {}
                Button("Rename") { title = newTitle }.disabled(newTitle.isEmpty)
            } message: {
                Text("Enter a new name for this task.")
            }
        }
    }

    @Test func aTextFieldAmongTheActionsIsAFieldOfTheAlertHoldingItsBindingsValue() throws {
        let screen = HostedScreen(Renamer())

        screen.tap("title")

        let alert = try #require(screen.window.presentationChain.last as? AlertController)
        let field = try #require(alert.textFields?.first)
        #expect(alert.textFields?.count == 1)
        #expect(field.text == "Milk")
        #expect(field.placeholder == "Task name")
        #expect(field.accessibilityIdentifier == "newTitle")
        #expect(alert.actions.map(\.title) == ["Cancel", "Rename"])
    }

    @Test func typingInItsFieldWritesThroughAndUpdatesWhichButtonsAreEnabled() throws {
        let screen = HostedScreen(Renamer())
        screen.tap("title")
        let alert = try #require(screen.window.presentationChain.last as? AlertController)

        alert.textFields?.first?.enterText("")
        let enabledWhenEmpty = alert.actions[1].isEnabled
        alert.textFields?.first?.enterText("Oat milk")
        alert.performAction(titled: "Rename")

        #expect(enabledWhenEmpty == false)
        #expect(screen.element("title", as: UIButton.self)?.title == "Oat milk")
    }
}
