import HeadlessSwiftUI
import HeadlessUI
import Testing

@MainActor
@Suite struct HostingControllerTests {
    private struct CountView: View {
        let model: TaskModel
        let spy: BodySpy

        var body: some View {
            let _ = spy.record("count")
            Text("\(model.count)").accessibilityIdentifier("count")
        }
    }

    private struct TitleView: View {
        let model: TaskModel
        let spy: BodySpy

        var body: some View {
            let _ = spy.record("title")
            VStack {
                Text(model.title).accessibilityIdentifier("title")
                CountView(model: model, spy: spy)
                Button("Bump") { model.count += 1 }.accessibilityIdentifier("bump")
                Button("Rename") { model.title = "Chores" }.accessibilityIdentifier("rename")
                Button("Same") { model.title = model.title }.accessibilityIdentifier("same")
            }
        }
    }

    @Test func reRendersOnlyTheViewThatReadTheChangedProperty() {
        let spy = BodySpy()
        let model = TaskModel()
        let screen = HostedScreen(TitleView(model: model, spy: spy))

        screen.tap("bump")

        #expect(screen.text("count") == "1")
        #expect(spy.evaluations == ["title": 1, "count": 2])
    }

    @Test func aParentReRenderLeavesAChildWithTheSameInputsAlone() {
        let spy = BodySpy()
        let model = TaskModel()
        let screen = HostedScreen(TitleView(model: model, spy: spy))

        screen.tap("rename")

        #expect(screen.text("title") == "Chores")
        #expect(spy.evaluations == ["title": 2, "count": 1])
    }

    @Test func showsTheViewWhenItsViewLoads() {
        let host = HostingController(rootView: Text("Hello").accessibilityIdentifier("hello"))

        let label = host.view.view(withIdentifier: "hello") as? UILabel

        #expect(label?.text == "Hello")
    }

    @Test func aNewRootViewReplacesWhatIsShown() {
        let host = HostingController(rootView: Text("Hello").accessibilityIdentifier("hello"))
        _ = host.view

        host.rootView = Text("Goodbye").accessibilityIdentifier("hello")

        #expect((host.view.view(withIdentifier: "hello") as? UILabel)?.text == "Goodbye")
    }

    @Test func primitivesBecomeTheirHeadlessUIViews() {
        let screen = HostedScreen(
            HStack {
                Image("flag").accessibilityIdentifier("image")
                ProgressView().accessibilityIdentifier("progress")
                Spacer()
                Button("Go") {}.accessibilityIdentifier("go")
            })

        #expect(screen.element("image", as: ImageView.self)?.image == HeadlessUI.Image(named: "flag"))
        #expect(screen.element("progress", as: ActivityIndicatorView.self)?.isAnimating == true)
        #expect(screen.element("go", as: UIButton.self)?.title == "Go")
    }

    private struct SheetPresenter: View {
        @State private var isPresented = false

        var body: some View {
            Button("Show") { isPresented = true }
                .accessibilityIdentifier("show")
                .sheet(isPresented: $isPresented) {
                    List {
                        ForEach(0..<3) { number in
                            Text("Row \(number)")
                        }
                    }
                }
        }
    }

    @Test func isReleasedWhenTheWindowLetsGoOfIt() {
        weak var released: HostingController<SheetPresenter>?
        do {
            let screen = HostedScreen(SheetPresenter())
            screen.tap("show")
            released = screen.host
            screen.window.rootViewController = nil
        }

        #expect(released == nil)
    }
}
