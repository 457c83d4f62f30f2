import HeadlessSwiftUI
import HeadlessUI
import Testing

@MainActor
@Suite struct ColorTests {
    private struct Marker: View {
        @State private var isUrgent = false

        var body: some View {
            VStack {
                if isUrgent {
                    Color.red.accessibilityIdentifier("priority")
                } else {
                    HStack {
                        Text("calm")
                    }
                    .accessibilityIdentifier("priority")
                }
                Button("Raise") { isUrgent = true }.accessibilityIdentifier("raise")
            }
        }
    }

    @Test func asAViewItIsAPatchOfThatColour() {
        let screen = HostedScreen(Color.green.accessibilityIdentifier("priority"))

        #expect(screen.screen == "  priority: View lightGreen")
    }

    @Test func aPatchThatReplacesAStackShowsOnlyItsColour() {
        let screen = HostedScreen(Marker())

        screen.tap("raise")

        #expect(screen.screen == "  priority: View red\n  raise: Button \"Raise\"")
    }
}
