import Foundation
import HeadlessUI
import TestSupport
import Testing

@Suite("TableView updates", .checkingForLeaks)
@MainActor
struct TableViewUpdatesTests {
    /// Held by the test, as a screen holds its table's data source: the table holds it weakly.
    private let dataSource = RowsDataSourceStub([])

    /// A table already showing `rows` in one section, with no update recorded yet.
    private func makeSUT(_ rows: [String]) -> TableView {
        let table = TableView()
        table.register(LabelCellSpy.self, forCellReuseIdentifier: RowsDataSourceStub.reuseIdentifier)
        dataSource.sections = [rows]
        table.dataSource = dataSource
        _ = table.visibleCells
        trackForMemoryLeaks(table)
        trackForMemoryLeaks(dataSource)
        return table
    }

    private func texts(_ table: TableView) -> [String?] {
        table.visibleCells.map { ($0 as? LabelCellSpy)?.nameLabel.text }
    }

    private func row(_ row: Int) -> IndexPath {
        IndexPath(row: row, section: 0)
    }

    @Test("an insertion is recorded as one, asks only for the new row, and keeps the other cells")
    func insertRows() {
        let table = makeSUT(["Ana", "Cid"])
        let cellsBefore = table.visibleCells
        dataSource.sections[0].insert("Bob", at: 1)

        table.insertRows(at: [row(1)], with: .automatic)

        #expect(table.updates == [.insertRows([row(1)])])
        #expect(texts(table) == ["Ana", "Bob", "Cid"])
        #expect(dataSource.requestedRows.last == row(1))
        #expect(table.visibleCells[0] === cellsBefore[0] && table.visibleCells[2] === cellsBefore[1])
        #expect(table.inconsistencies.isEmpty)
    }

    @Test("a deletion is recorded as one and removes exactly that row")
    func deleteRows() {
        let table = makeSUT(["Ana", "Bob", "Cid"])
        dataSource.sections[0].remove(at: 1)

        table.deleteRows(at: [row(1)], with: .fade)

        #expect(table.updates == [.deleteRows([row(1)])])
        #expect(texts(table) == ["Ana", "Cid"])
        #expect(table.inconsistencies.isEmpty)
    }

    @Test("a row reload is recorded as one and shows the row's new content in a reused cell")
    func reloadRows() {
        let table = makeSUT(["Ana", "Bob"])
        dataSource.sections[0][1] = "Bob (done)"

        table.reloadRows(at: [row(1)], with: .none)

        #expect(table.updates == [.reloadRows([row(1)])])
        #expect(texts(table) == ["Ana", "Bob (done)"])
        #expect(table.createdCellCount == 2)
        #expect(table.inconsistencies.isEmpty)
    }

    @Test("a full reload is recorded as one, so a test can tell it from an insertion")
    func reloadData() {
        let table = makeSUT(["Ana"])
        dataSource.sections[0].append("Bob")

        table.reloadData()

        #expect(table.updates == [.reloadData])
        #expect(table.updates != [.insertRows([row(1)])])
    }

    @Test("a move is recorded as one and carries the row's cell to its new place without asking for a row")
    func moveRow() {
        let table = makeSUT(["Ana", "Bob", "Cid"])
        let cellsBefore = table.visibleCells
        let requestsBefore = dataSource.requestedRows.count
        dataSource.sections[0] = ["Bob", "Cid", "Ana"]

        table.moveRow(at: row(0), to: row(2))

        #expect(table.updates == [.moveRow(from: row(0), to: row(2))])
        #expect(texts(table) == ["Bob", "Cid", "Ana"])
        #expect(table.visibleCells[2] === cellsBefore[0] && table.visibleCells[0] === cellsBefore[1])
        #expect(dataSource.requestedRows.count == requestsBefore)
        #expect(table.inconsistencies.isEmpty)
    }

    @Test("moving a row that is not there, or to a place that is not there, is recorded as an inconsistency")
    func moveOutOfPlace() {
        let table = makeSUT(["Ana", "Bob"])

        table.moveRow(at: row(4), to: row(0))
        table.moveRow(at: row(0), to: row(2))

        #expect(
            table.inconsistencies == [
                "moveRow: no row 4 in section 0", "moveRow: no place for row 2 in section 0",
            ])
        #expect(texts(table) == ["Ana", "Bob"])
    }

    @Test("updates are recorded in order until cleared")
    func clearingUpdates() {
        let table = makeSUT(["Ana"])
        dataSource.sections[0].append("Bob")
        table.insertRows(at: [row(1)], with: .automatic)
        table.reloadData()
        #expect(table.updates == [.insertRows([row(1)]), .reloadData])

        table.clearUpdates()

        #expect(table.updates.isEmpty)
    }

    @Test("an insertion the data source does not have is recorded as an inconsistency, not a crash")
    func insertionWithoutData() {
        let table = makeSUT(["Ana", "Bob"])

        table.insertRows(at: [row(2)], with: .automatic)

        #expect(table.updates == [.insertRows([row(2)])])
        #expect(table.inconsistencies == ["insertRows: the data source has no row 2 in section 0"])
        #expect(texts(table) == ["Ana", "Bob"])
    }

    @Test("an insertion whose count does not match the data source is recorded as an inconsistency")
    func insertionCountMismatch() {
        let table = makeSUT(["Ana", "Bob"])
        dataSource.sections[0] += ["Cid", "Dan"]

        table.insertRows(at: [row(2)], with: .automatic)

        #expect(table.inconsistencies == ["insertRows: section 0 shows 3 rows but the data source has 4"])
    }

    @Test("an insertion beyond the end is recorded as an inconsistency")
    func insertionOutOfPlace() {
        let table = makeSUT(["Ana"])
        dataSource.sections[0].append("Bob")

        table.insertRows(at: [row(5)], with: .automatic)

        #expect(table.inconsistencies.first == "insertRows: no place for row 5 in section 0")
    }

    @Test("a deletion the data source did not make is recorded as an inconsistency")
    func deletionWithoutData() {
        let table = makeSUT(["Ana", "Bob"])

        table.deleteRows(at: [row(0)], with: .automatic)

        #expect(table.inconsistencies == ["deleteRows: section 0 shows 1 rows but the data source has 2"])
    }

    @Test("deleting or reloading a row that is not shown is recorded as an inconsistency")
    func missingRows() {
        let table = makeSUT(["Ana"])

        table.deleteRows(at: [row(3)], with: .automatic)
        table.reloadRows(at: [row(4)], with: .automatic)

        #expect(table.inconsistencies.contains("deleteRows: no row 3 in section 0"))
        #expect(table.inconsistencies.contains("reloadRows: no row 4 in section 0"))
    }

    @Test("reloading a shown row the data source no longer has is recorded as an inconsistency, not a crash")
    func reloadWithoutData() {
        let table = makeSUT(["Ana", "Bob"])
        dataSource.sections[0].removeLast()

        table.reloadRows(at: [row(1)], with: .automatic)

        #expect(table.inconsistencies == ["reloadRows: the data source has no row 1 in section 0"])
        #expect(texts(table) == ["Ana", "Bob"])
    }
}
