import HeadlessSwiftUI
import HeadlessUI
import Testing

// An alert asked for while something else is on screen shows on top of it, as a UIKit app presents
// from the topmost controller: a change that comes in while a sheet is open must still be told.
extension AlertTests {
    private struct ImportNotice: View {
        let model: TaskModel
        @State private var isAdding = false

        var body: some View {
            Button("Add") { isAdding = true }
                .accessibilityIdentifier("add")
                .sheet(isPresented: $isAdding) {
                    Text("New").accessibilityIdentifier("form")
                }
                .alert("Imported", isPresented: importFinished) {}
        }

        private var importFinished: Binding<Bool> {
            Binding(get: { model.count > 0 }, set: { if !$0 { model.count = 0 } })
        }
    }

    @Test func anAlertAskedForWhileTheHostsSheetIsUpShowsOverTheSheetAndClosesBackToIt() throws {
        let model = TaskModel()
        let screen = HostedScreen(ImportNotice(model: model))
        screen.tap("add")

        model.count = 1
        PendingUpdates.flush()
        let alert = try #require(screen.window.presentationChain.last as? AlertController)
        let chainWithAlert = screen.window.presentationChain.count
        alert.performAction(titled: "OK")

        #expect(alert.title == "Imported")
        #expect(chainWithAlert == 3)
        #expect(screen.window.presentationChain.count == 2)
        #expect(screen.text("form") == "New")
        #expect(model.count == 0)
        #expect(screen.window.presentationWarnings.isEmpty)
    }

    private struct Asker: View {
        @State private var isAsking = false

        var body: some View {
            Button("Delete") { isAsking = true }
                .accessibilityIdentifier("delete")
                .alert("Delete Task?", isPresented: $isAsking) {}
        }
    }

    @Test func anAlertOfAScreenUnderAnotherScreensAlertShowsOnTopOfIt() throws {
        let model = TaskModel()
        let asking = HostingController(rootView: Asker())
        let notifying = HostingController(rootView: ImportNotice(model: model))
        let tabs = TabBarController()
        tabs.viewControllers = [asking, notifying]
        let window = Window()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        _ = notifying.view
        (asking.view.view(withIdentifier: "delete") as? UIButton)?.tap()

        model.count = 1
        PendingUpdates.flush()

        let titles = window.presentationChain.compactMap { ($0 as? AlertController)?.title }
        #expect(titles == ["Delete Task?", "Imported"])
        #expect(window.presentationWarnings.isEmpty)
    }
}
