import Foundation
import HeadlessSwiftUI
import HeadlessUI
import Testing

@MainActor
@Suite struct ListTests {
    private struct TaskList: View {
        let model: TaskModel

        var body: some View {
            VStack {
                List(model.tasks) { task in
                    Button(task.title) { model.tasks[0].isDone.toggle() }
                        .strikethrough(task.isDone)
                        .accessibilityIdentifier("task")
                }
                .accessibilityIdentifier("tasks")
                Button("Rename second") { model.tasks[1].title = "Renamed" }.accessibilityIdentifier("rename")
                Button("Insert") { model.tasks.insert(TaskModel.Task(id: 9, title: "New"), at: 1) }
                    .accessibilityIdentifier("insert")
                Button("Remove") { model.tasks.remove(at: 0) }.accessibilityIdentifier("remove")
            }
        }
    }

    private func tasks(_ titles: String...) -> TaskModel {
        TaskModel(tasks: titles.enumerated().map { TaskModel.Task(id: $0, title: $1) })
    }

    /// The table `identifier` on `screen`, its rows shown and no update recorded yet.
    private func shownTable(_ identifier: String, on screen: HostedScreen<some View>) throws -> TableView {
        let table = try #require(screen.element(identifier, as: TableView.self))
        _ = table.visibleCells
        table.clearUpdates()
        return table
    }

    @Test func showsEachRowAsACellOfATable() {
        let screen = HostedScreen(TaskList(model: tasks("Milk", "Eggs")))

        let table = screen.element("tasks", as: TableView.self)
        let titles = table?.visibleCells.map { ($0.view(withIdentifier: "task") as? UIButton)?.title }

        #expect(table?.numberOfRows(inSection: 0) == 2)
        #expect(titles == ["Milk", "Eggs"])
    }

    @Test func aChangedRowOfAForEachIsShownAgainWithoutTellingTheTableAnythingElse() throws {
        let screen = HostedScreen(TaskList(model: tasks("Milk", "Eggs", "Tea")))
        let table = try shownTable("tasks", on: screen)

        screen.tap("rename")

        let title = table.cellForRow(at: IndexPath(row: 1, section: 0))?.view(withIdentifier: "task") as? UIButton
        #expect(table.updates == [])
        #expect(title?.title == "Renamed")
    }

    private struct StaticRows: View {
        @State private var first = "Milk"

        var body: some View {
            VStack {
                List {
                    Text(first)
                    Text("Eggs")
                }
                .accessibilityIdentifier("rows")
                Button("Rename") { first = "Oat milk" }.accessibilityIdentifier("rename")
            }
        }
    }

    @Test func aChangedRowWrittenOutInTheListIsReloaded() throws {
        let screen = HostedScreen(StaticRows())
        let table = try shownTable("rows", on: screen)

        screen.tap("rename")

        #expect(table.updates == [.reloadRows([IndexPath(row: 0, section: 0)])])
        #expect(screen.screen.contains("row 0: Label \"Oat milk\" black"))
    }

    @Test func aNewRowIsInsertedAndTheOthersLeftAlone() throws {
        let screen = HostedScreen(TaskList(model: tasks("Milk", "Eggs")))
        let table = try shownTable("tasks", on: screen)

        screen.tap("insert")

        #expect(table.updates == [.insertRows([IndexPath(row: 1, section: 0)])])
        #expect(table.inconsistencies == [])
    }

    @Test func aRemovedRowIsDeletedAndTheOthersLeftAlone() throws {
        let screen = HostedScreen(TaskList(model: tasks("Milk", "Eggs")))
        let table = try shownTable("tasks", on: screen)

        screen.tap("remove")

        #expect(table.updates == [.deleteRows([IndexPath(row: 0, section: 0)])])
        #expect(table.numberOfRows(inSection: 0) == 1)
        #expect(table.inconsistencies == [])
    }

    /// Rows whose id is not the first of their fields, and whose other fields are all alike.
    private struct IDLastList: View {
        struct Row: Identifiable {
            var title = "Same"
            var id: Int
        }

        @State private var rows = [Row(id: 1), Row(id: 2)]

        var body: some View {
            VStack {
                List(rows) { row in Text(row.title) }.accessibilityIdentifier("rows")
                Button("Insert") { rows.insert(Row(id: 3), at: 1) }.accessibilityIdentifier("insert")
            }
        }
    }

    @Test func identifiableRowsAreMatchedByTheirIdWhereverItIsStored() throws {
        let screen = HostedScreen(IDLastList())
        let table = try shownTable("rows", on: screen)

        screen.tap("insert")

        #expect(table.updates == [.insertRows([IndexPath(row: 1, section: 0)])])
        #expect(table.inconsistencies == [])
    }

    private struct UUIDList: View {
        struct Row: Identifiable {
            var id: UUID
            var title: String
        }

        @State private var rows = [
            Row(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, title: "Milk"),
            Row(id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!, title: "Eggs"),
        ]

        var body: some View {
            VStack {
                List(rows) { row in Text(row.title) }.accessibilityIdentifier("rows")
                Button("Remove") { rows.remove(at: 0) }.accessibilityIdentifier("remove")
            }
        }
    }

    @Test func rowsIdentifiedByUUIDAreMatchedByTheirID() throws {
        let screen = HostedScreen(UUIDList())
        let table = try shownTable("rows", on: screen)

        screen.tap("remove")

        #expect(table.updates == [.deleteRows([IndexPath(row: 0, section: 0)])])
        #expect(table.inconsistencies == [])
        #expect(screen.screen.contains("row 0: Label \"Eggs\" black"))
    }

    private struct SortedTasks: View {
        struct Task: Identifiable {
            var id: Int
            var title: String
            var isDone = false
        }

        @State private var tasks = [Task(id: 1, title: "Milk"), Task(id: 2, title: "Eggs"), Task(id: 3, title: "Tea")]

        var body: some View {
            VStack {
                List(tasks.filter { !$0.isDone } + tasks.filter(\.isDone)) { task in
                    Text(task.isDone ? "\(task.title) (done)" : task.title)
                }
                .accessibilityIdentifier("tasks")
                Button("Milk done") { tasks[0].isDone = true }.accessibilityIdentifier("done")
            }
        }
    }

    @Test func aRowThatReSortsAfterAChangeIsMovedAndShownWithItsChange() throws {
        let screen = HostedScreen(SortedTasks())
        let table = try shownTable("tasks", on: screen)

        screen.tap("done")

        #expect(table.updates == [.moveRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))])
        #expect(table.inconsistencies == [])
        #expect(screen.screen.contains("row 0: Label \"Eggs\" black"))
        #expect(screen.screen.contains("row 2: Label \"Milk (done)\" black"))
    }

    /// Rows made when read, as a view model hands them out, counting the ids read.
    private struct MadeRows: RandomAccessCollection, Equatable {
        struct Row: Identifiable {
            let number: Int
            let idReads: IDReadSpy

            var id: Int {
                idReads.reads += 1
                return number
            }
        }

        let count: Int
        let idReads: IDReadSpy

        var startIndex: Int { 0 }
        var endIndex: Int { count }

        subscript(position: Int) -> Row { Row(number: position, idReads: idReads) }

        static func == (lhs: MadeRows, rhs: MadeRows) -> Bool { lhs.count == rhs.count }
    }

    /// Counts the ids the list reads.
    private final class IDReadSpy {
        var reads = 0
    }

    private struct MadeRowsList: View {
        let rows: MadeRows
        @State private var taps = 0

        var body: some View {
            VStack {
                Text("\(taps) taps")
                List(rows) { row in Text("Row \(row.number)") }.accessibilityIdentifier("rows")
                Button("Tap") { taps += 1 }.accessibilityIdentifier("tap")
            }
        }
    }

    @Test func rowsEqualToTheLastOnesAreNotAskedForEveryIDAgain() throws {
        let idReads = IDReadSpy()
        let screen = HostedScreen(MadeRowsList(rows: MadeRows(count: 100, idReads: idReads)))
        let table = try shownTable("rows", on: screen)
        idReads.reads = 0

        screen.tap("tap")

        #expect(idReads.reads < 100)
        #expect(table.updates == [])
    }

    @Test func tappingARowTapsTheButtonInIt() throws {
        let model = tasks("Milk", "Eggs")
        let screen = HostedScreen(TaskList(model: model))
        let table = try #require(screen.element("tasks", as: TableView.self))

        table.selectRow(at: IndexPath(row: 0, section: 0))

        #expect(model.tasks[0].isDone)
        #expect(screen.screen.contains("row 0: task: Button \"Milk\""))
    }

    @Test func aChangeInALongListConfiguresOnlyTheRowsOnScreen() throws {
        let model = TaskModel(tasks: (0..<10_000).map { TaskModel.Task(id: $0, title: "Task \($0)") })
        let screen = HostedScreen(TaskList(model: model))
        let table = try #require(screen.element("tasks", as: TableView.self))
        _ = table.visibleCells
        let createdAtLaunch = table.createdCellCount
        table.clearUpdates()

        screen.tap("rename")

        #expect(table.createdCellCount == createdAtLaunch)
        #expect(createdAtLaunch == table.visibleRowCapacity)
        #expect(table.updates == [])
        #expect((table.visibleCells[1].view(withIdentifier: "task") as? UIButton)?.title == "Renamed")
    }

    private struct HiddenFlagList: View {
        let model: TaskModel

        var body: some View {
            VStack {
                List(model.tasks) { task in
                    Button(task.title) { model.count = task.isDone ? 1 : 2 }.accessibilityIdentifier("task")
                }
                .accessibilityIdentifier("tasks")
                Button("Finish") { model.tasks[0].isDone = true }.accessibilityIdentifier("finish")
            }
        }
    }

    @Test func aRowThatLooksTheSameStillRunsItsNewestAction() throws {
        let model = tasks("Milk")
        let screen = HostedScreen(HiddenFlagList(model: model))
        let table = try #require(screen.element("tasks", as: TableView.self))
        _ = table.visibleCells

        screen.tap("finish")
        (table.cellForRow(at: IndexPath(row: 0, section: 0))?.view(withIdentifier: "task") as? UIButton)?.tap()

        #expect(table.updates == [])
        #expect(model.count == 1)
    }
}
