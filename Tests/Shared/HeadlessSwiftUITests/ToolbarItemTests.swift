import HeadlessSwiftUI
import HeadlessUI
import Testing

@MainActor
@Suite struct ToolbarItemTests {
    private struct Editor: View {
        @State private var saves = 0
        @State private var name = ""

        var body: some View {
            NavigationStack {
                Text("Saved \(saves)").accessibilityIdentifier("saves")
                    .navigationTitle("New Contact")
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Cancel") {}.accessibilityIdentifier("cancel")
                        }
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Save") { saves += 1 }.accessibilityIdentifier("save").disabled(saves > 0)
                        }
                    }
            }
        }
    }

    private struct Browser: View {
        var body: some View {
            Text("List")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                    ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
                }
        }
    }

    @Test func cancellationGoesLeftAndConfirmationRightInTheDoneStyle() {
        let screen = HostedScreen(Editor(), inNavigation: true)

        let item = screen.host.navigationItem

        #expect(item.leftBarButtonItem?.title == "Cancel")
        #expect(item.leftBarButtonItem?.style == .plain)
        #expect(item.rightBarButtonItem?.title == "Save")
        #expect(item.rightBarButtonItem?.style == .done)
        #expect(item.rightBarButtonItem?.accessibilityIdentifier == "save")
    }

    @Test func topBarLeadingGoesLeftAndTopBarTrailingRight() {
        let screen = HostedScreen(Browser(), inNavigation: true)

        let item = screen.host.navigationItem

        #expect(item.leftBarButtonItem?.title == "Edit")
        #expect(item.rightBarButtonItem?.title == "Add")
        #expect(item.rightBarButtonItem?.style == .plain)
    }

    @Test func aBarButtonRunsItsActionAndFollowsItsDisabledState() {
        let screen = HostedScreen(Editor(), inNavigation: true)

        screen.host.navigationItem.rightBarButtonItem?.tap()

        #expect(screen.text("saves") == "Saved 1")
        #expect(screen.host.navigationItem.rightBarButtonItem?.isEnabled == false)
    }

    @Test func theNavigationTitleIsTheBarsTitle() {
        let screen = HostedScreen(Editor(), inNavigation: true)

        #expect(
            screen.screen.hasPrefix("navigation bar \"New Contact\", left cancel: \"Cancel\", right save: \"Save\""))
    }
}
