import HeadlessSwiftUI
import Testing

@MainActor
@Suite struct BindingTests {
    private struct Switch: View {
        @Binding var isOn: Bool

        var body: some View {
            Button("Switch") { isOn.toggle() }.accessibilityIdentifier("switch")
        }
    }

    private struct Parent: View {
        @State private var isOn = false
        @State private var name = ""

        var body: some View {
            VStack {
                Text(isOn ? "On" : "Off").accessibilityIdentifier("state")
                Switch(isOn: $isOn)
                TextField("Name", text: $name, prompt: Text("Your name")).accessibilityIdentifier("name")
                Text("Hello, \(name)").accessibilityIdentifier("greeting")
            }
        }
    }

    @Test func writesThroughToTheStateItWasMadeFrom() {
        let screen = HostedScreen(Parent())

        screen.tap("switch")

        #expect(screen.text("state") == "On")
    }

    @Test func typingInATextFieldWritesThroughItsBinding() {
        let screen = HostedScreen(Parent())

        screen.type("Ada", into: "name")

        #expect(screen.text("greeting") == "Hello, Ada")
        #expect(screen.element("name", as: UITextField.self)?.text == "Ada")
    }

    @Test func aTextFieldShowsItsPromptAsPlaceholder() {
        let screen = HostedScreen(Parent())

        #expect(screen.element("name", as: UITextField.self)?.placeholder == "Your name")
    }

    @Test func aConstantBindingKeepsItsValue() {
        let binding = Binding.constant(3)

        binding.wrappedValue = 4

        #expect(binding.wrappedValue == 3)
    }

    @Test func aBindingToAPropertyWritesThatPropertyOfTheValue() {
        var stored = TaskModel.Task(id: 1, title: "Old")
        let task = Binding(get: { stored }, set: { stored = $0 })

        task.title.wrappedValue = "New"

        #expect(stored == TaskModel.Task(id: 1, title: "New"))
    }
}
