import HeadlessSwiftUI
import Testing

@MainActor
@Suite struct FocusStateTests {
    private enum Field: Hashable {
        case first
        case last
    }

    private struct Form: View {
        @State private var first = ""
        @State private var last = ""
        @FocusState private var focus: Field?

        var body: some View {
            VStack {
                TextField("First", text: $first).focused($focus, equals: .first).accessibilityIdentifier("first")
                TextField("Last", text: $last).focused($focus, equals: .last).accessibilityIdentifier("last")
            }
            .onAppear { focus = .first }
        }
    }

    @Test func theFieldItNamesHasTheKeyboard() {
        let screen = HostedScreen(Form())

        #expect(screen.element("first", as: UITextField.self)?.isFirstResponder == true)
        #expect(screen.element("last", as: UITextField.self)?.isFirstResponder == false)
    }

    @Test func typingInAnotherFieldMovesItThere() {
        let screen = HostedScreen(Form())

        screen.type("Lovelace", into: "last")

        #expect(screen.element("first", as: UITextField.self)?.isFirstResponder == false)
        #expect(screen.element("last", as: UITextField.self)?.isFirstResponder == true)
    }
}
