import HeadlessSwiftUI
import HeadlessUI
import Testing

@MainActor
@Suite struct PickerTests {
    private enum Filter: Hashable {
        case all
        case open
        case done
    }

    private struct FilterView: View {
        @State private var filter = Filter.open

        var body: some View {
            VStack {
                Picker("Filter", selection: $filter) {
                    Text("All").tag(Filter.all)
                    Text("Open").tag(Filter.open)
                    Text("Done").tag(Filter.done)
                }
                .pickerStyle(.segmented)
                .accessibilityIdentifier("filter")
                Text("\(filter)").accessibilityIdentifier("shown")
                Button("Show all") { filter = .all }.accessibilityIdentifier("all")
            }
        }
    }

    @Test func isASegmentedControlWithItsOptionsTitlesAndTheSelectionSelected() throws {
        let screen = HostedScreen(FilterView())

        let control = try #require(screen.element("filter", as: SegmentedControl.self))

        #expect((0..<control.numberOfSegments).map { control.titleForSegment(at: $0) } == ["All", "Open", "Done"])
        #expect(control.selectedSegmentIndex == 1)
    }

    @Test func aTapOnASegmentWritesItsTagThroughTheSelection() throws {
        let screen = HostedScreen(FilterView())

        try #require(screen.element("filter", as: SegmentedControl.self)).tapSegment(at: 2)

        #expect(screen.text("shown") == "done")
    }

    @Test func aSelectionSetInCodeSelectsItsSegment() {
        let screen = HostedScreen(FilterView())

        screen.tap("all")

        #expect(screen.element("filter", as: SegmentedControl.self)?.selectedSegmentIndex == 0)
    }
}
