import Foundation
import HeadlessSwiftUI
import HeadlessUI
import Testing

@MainActor
@Suite struct ButtonTests {
    private struct PersonList: View {
        let model: TaskModel

        var body: some View {
            List(model.tasks) { task in
                Button {
                    model.title = task.title
                } label: {
                    HStack {
                        Image("person").accessibilityIdentifier("row.image")
                        Text(task.title).accessibilityIdentifier("row.name")
                    }
                }
            }
            .accessibilityIdentifier("people")
        }
    }

    @Test func aLabelOfAnImageAndATextIsShownInsideTheButtonWithTheTextAsItsTitle() {
        let screen = HostedScreen(
            Button {
            } label: {
                HStack {
                    Image("star").accessibilityIdentifier("icon")
                    Text("Favourite").accessibilityIdentifier("caption")
                }
            }
            .accessibilityIdentifier("favourite"))

        let button = screen.element("favourite", as: UIButton.self)

        #expect(button?.title == "Favourite")
        #expect((button?.view(withIdentifier: "icon") as? ImageView)?.image == HeadlessUI.Image(named: "star"))
        #expect((button?.view(withIdentifier: "caption") as? UILabel)?.text == "Favourite")
    }

    @Test func aPlainTextLabelIsTheTitleAloneWithNothingInsideTheButton() {
        let screen = HostedScreen(Button("Go") {}.accessibilityIdentifier("go"))

        let button = screen.element("go", as: UIButton.self)

        #expect(button?.title == "Go")
        #expect(button?.subviews.isEmpty == true)
    }

    @Test func aListRowThatIsAButtonShowsItsLabelAsTheRowsContent() throws {
        let screen = HostedScreen(
            PersonList(model: TaskModel(tasks: [.init(id: 1, title: "Ada"), .init(id: 2, title: "Alan")])))
        let table = try #require(screen.element("people", as: TableView.self))

        let names = table.visibleCells.map { ($0.view(withIdentifier: "row.name") as? UILabel)?.text }
        let images = table.visibleCells.map { ($0.view(withIdentifier: "row.image") as? ImageView)?.image }

        #expect(names == ["Ada", "Alan"])
        #expect(images == [HeadlessUI.Image(named: "person"), HeadlessUI.Image(named: "person")])
    }

    @Test func tappingAListRowThatIsAButtonRunsThatRowsAction() throws {
        let model = TaskModel(tasks: [.init(id: 1, title: "Ada"), .init(id: 2, title: "Alan")])
        let screen = HostedScreen(PersonList(model: model))
        let table = try #require(screen.element("people", as: TableView.self))

        table.selectRow(at: IndexPath(row: 1, section: 0))

        #expect(model.title == "Alan")
    }

    @Test func aChangedLabelIsShownInItsRow() throws {
        let model = TaskModel(tasks: [.init(id: 1, title: "Ada"), .init(id: 2, title: "Alan")])
        let screen = HostedScreen(PersonList(model: model))
        let table = try #require(screen.element("people", as: TableView.self))
        _ = table.visibleCells

        model.tasks[1].title = "Grace"
        PendingUpdates.flush()

        let name = table.cellForRow(at: IndexPath(row: 1, section: 0))?.view(withIdentifier: "row.name") as? UILabel
        #expect(name?.text == "Grace")
    }
}
