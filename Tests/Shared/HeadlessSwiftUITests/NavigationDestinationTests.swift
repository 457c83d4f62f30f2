import HeadlessSwiftUI
import HeadlessUI
import Testing

@MainActor
@Suite struct NavigationDestinationTests {
    private struct Details: View {
        let name: String
        @Environment(\.dismiss) private var dismiss

        var body: some View {
            Button("Delete") { dismiss() }
                .accessibilityIdentifier("delete")
                .navigationTitle(name)
        }
    }

    private struct Contacts: View {
        @State private var selected: String?

        var body: some View {
            NavigationStack {
                VStack {
                    Text(selected ?? "none").accessibilityIdentifier("selected")
                    Button("Ada") { selected = "Ada Lovelace" }.accessibilityIdentifier("ada")
                }
                .navigationTitle("Contacts")
                .navigationDestination(item: $selected) { name in
                    Details(name: name)
                }
            }
        }
    }

    private struct ContactForm: View {
        let hidesBackButton: Bool
        @Environment(\.dismiss) private var dismiss

        var body: some View {
            Text("Form")
                .navigationTitle("New Contact")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") { dismiss() }.accessibilityIdentifier("cancel")
                    }
                }
                .navigationBarBackButtonHidden(hidesBackButton)
        }
    }

    private struct FormOpener: View {
        let hidesBackButton: Bool
        @State private var isAdding = false

        var body: some View {
            NavigationStack {
                Button("Add") { isAdding = true }.accessibilityIdentifier("add")
                    .navigationTitle("Contacts")
                    .navigationDestination(isPresented: $isAdding) { ContactForm(hidesBackButton: hidesBackButton) }
            }
        }
    }

    private func navigation(of screen: HostedScreen<Contacts>) throws -> NavigationController {
        try #require(screen.window.rootViewController as? NavigationController)
    }

    @Test func pushesTheDestinationWhileItsItemIsSet() throws {
        let screen = HostedScreen(Contacts(), inNavigation: true)

        screen.tap("ada")

        let navigation = try navigation(of: screen)
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController?.navigationItem.title == "Ada Lovelace")
    }

    @Test func goingBackClearsTheItem() throws {
        let screen = HostedScreen(Contacts(), inNavigation: true)
        screen.tap("ada")

        try navigation(of: screen).popViewController(animated: true)

        #expect(try navigation(of: screen).viewControllers.count == 1)
        #expect(screen.text("selected") == "none")
    }

    @Test func theDismissActionInTheDestinationGoesBack() throws {
        let screen = HostedScreen(Contacts(), inNavigation: true)
        screen.tap("ada")

        screen.tap("delete")

        #expect(try navigation(of: screen).viewControllers.count == 1)
        #expect(screen.text("selected") == "none")
    }

    @Test func aLeadingToolbarItemOfAPushedScreenStandsBesideTheBackButton() throws {
        let screen = HostedScreen(FormOpener(hidesBackButton: false), inNavigation: true)

        screen.tap("add")

        let navigation = try #require(screen.window.rootViewController as? NavigationController)
        #expect(navigation.topViewController?.navigationItem.leftBarButtonItem?.title == "Cancel")
        #expect(navigation.showsBackButton)
    }

    @Test func navigationBarBackButtonHiddenLeavesOnlyTheScreensOwnButtons() throws {
        let screen = HostedScreen(FormOpener(hidesBackButton: true), inNavigation: true)

        screen.tap("add")

        let navigation = try #require(screen.window.rootViewController as? NavigationController)
        #expect(navigation.topViewController?.navigationItem.hidesBackButton == true)
        #expect(!navigation.showsBackButton)
        navigation.topViewController?.navigationItem.leftBarButtonItem?.tap()
        #expect(navigation.viewControllers.count == 1)
    }
}
