import HeadlessSwiftUI
import HeadlessUI
import Testing

@MainActor
@Suite struct AppearanceModifierTests {
    @Test func disabledDisablesEveryControlInside() {
        let screen = HostedScreen(
            VStack {
                Button("Save") {}.accessibilityIdentifier("save")
                TextField("Name", text: .constant("")).accessibilityIdentifier("name")
            }
            .disabled(true))

        #expect(screen.element("save", as: UIButton.self)?.isEnabled == false)
        #expect(screen.element("name", as: UITextField.self)?.isEnabled == false)
    }

    @Test func foregroundStyleAndStrikethroughReachTheTextInside() {
        let screen = HostedScreen(
            HStack {
                Text("Milk").accessibilityIdentifier("title")
            }
            .foregroundStyle(.secondary)
            .strikethrough())

        let label = screen.element("title", as: UILabel.self)

        #expect(label?.textColor == .gray)
        #expect(label?.isStrikethrough == true)
    }

    @Test func textIsBlackAndPlainByDefault() {
        let screen = HostedScreen(Text("Milk").accessibilityIdentifier("title"))

        #expect(screen.screen == "  title: Label \"Milk\" black")
    }
}
