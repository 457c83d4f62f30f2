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

    /// A child whose inputs never change, with a title, an appear action, a sheet and a view of
    /// its own inside: its parent re-renders around it.
    private struct SettledChild: View {
        let spy: BodySpy
        @State private var isPresented = false

        var body: some View {
            let _ = spy.record("child")
            VStack {
                CounterView(name: "inner")
                Button("Show") { isPresented = true }.accessibilityIdentifier("show")
            }
            .navigationTitle("Child")
            .onAppear { spy.record("appeared") }
            .sheet(isPresented: $isPresented) { Text("Sheet") }
        }
    }

    private struct BumpingParent: View {
        let model: TaskModel
        let spy: BodySpy

        var body: some View {
            VStack {
                Text("\(model.count)").accessibilityIdentifier("count")
                Button("Bump") { model.count += 1 }.accessibilityIdentifier("bump")
                SettledChild(spy: spy)
            }
        }
    }

    @Test func aChildLeftAloneKeepsItsTitleItsSheetAndItsAppearanceWhileItsParentRendersAgain() {
        let spy = BodySpy()
        let model = TaskModel()
        let screen = HostedScreen(BumpingParent(model: model, spy: spy), inNavigation: true)
        screen.tap("show")
        // The sheet is on top now: the parent's views are read in the host under it.
        let bump = screen.host.view.view(withIdentifier: "bump") as? UIButton

        bump?.tap()
        bump?.tap()

        #expect((screen.host.view.view(withIdentifier: "count") as? UILabel)?.text == "2")
        #expect(screen.host.navigationItem.title == "Child")
        #expect(screen.window.presentationChain.count == 2)
        // Once at launch, once for its own state when the sheet was asked for; the bumps, never.
        #expect(spy.evaluations == ["child": 2, "appeared": 1])
    }

    @Test func aChangeDeepInsideViewsLeftAloneIsShownAndKeptAtTheNextUpdates() {
        let spy = BodySpy()
        let model = TaskModel()
        let screen = HostedScreen(BumpingParent(model: model, spy: spy))

        screen.tap("add-inner")
        screen.tap("bump")

        #expect(screen.text("count-inner") == "Count 1")
        #expect(screen.text("count") == "1")
        #expect(spy.evaluations == ["child": 1, "appeared": 1])
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
