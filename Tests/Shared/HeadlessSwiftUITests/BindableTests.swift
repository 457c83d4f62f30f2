import HeadlessSwiftUI
import Testing

@MainActor
@Suite struct BindableTests {
    private struct TitleEditor: View {
        @Bindable var model: TaskModel

        var body: some View {
            VStack {
                TextField("Title", text: $model.title).accessibilityIdentifier("field")
                Text(model.title).accessibilityIdentifier("title")
            }
        }
    }

    @Test func typingWritesToTheObservableModelAndShowsTheNewValue() {
        let model = TaskModel()
        let screen = HostedScreen(TitleEditor(model: model))

        screen.type("Errands", into: "field")

        #expect(model.title == "Errands")
        #expect(screen.text("title") == "Errands")
    }
}
