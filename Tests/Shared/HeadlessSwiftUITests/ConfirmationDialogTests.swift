import HeadlessSwiftUI
import HeadlessUI
import Testing

@MainActor
@Suite struct ConfirmationDialogTests {
    private struct Closer: View {
        @State private var isAsking = true
        @State private var choice = "none"

        var body: some View {
            Text(choice).accessibilityIdentifier("choice")
                .confirmationDialog("Discard Changes?", isPresented: $isAsking, titleVisibility: .visible) {
                    Button("Discard Changes", role: .destructive) { choice = "discarded" }
                }
        }
    }

    @Test func isAnActionSheetWithACancelButtonAddedWhenNoneCancels() throws {
        let screen = HostedScreen(Closer())

        let sheet = try #require(screen.window.presentationChain.last as? AlertController)

        #expect(sheet.preferredStyle == .actionSheet)
        #expect(sheet.title == "Discard Changes?")
        #expect(sheet.actions.map(\.title) == ["Discard Changes", "Cancel"])
        #expect(sheet.actions.map(\.style) == [.destructive, .cancel])
    }

    @Test func aButtonRunsItsAction() throws {
        let screen = HostedScreen(Closer())
        let sheet = try #require(screen.window.presentationChain.last as? AlertController)

        sheet.performAction(titled: "Discard Changes")

        #expect(screen.text("choice") == "discarded")
        #expect(screen.window.presentationChain.count == 1)
    }

    @Test func hidesItsTitleUnlessAskedToShowIt() throws {
        let screen = HostedScreen(
            Text("List").confirmationDialog("Priority", isPresented: .constant(true)) { Button("Urgent") {} })

        let sheet = try #require(screen.window.presentationChain.last as? AlertController)

        #expect(sheet.title == nil)
        #expect(sheet.message == nil)
    }
}
