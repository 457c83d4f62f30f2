import Foundation
import HeadlessUI
import TestSupport
import Testing

/// A table configures only the rows on screen, as UIKit does, so that a list of 10,000 rows costs
/// what a screenful costs; any row can still be brought on screen and read.
@Suite("TableView rows on screen and scrolling", .checkingForLeaks)
@MainActor
struct TableViewScrollingTests {
    private let dataSource = RowsDataSourceStub([])

    /// A table 660 points high with rows of 44: 15 rows on screen.
    private func makeSUT(rowCount: Int) -> TableView {
        let table = TableView()
        table.register(LabelCellSpy.self, forCellReuseIdentifier: RowsDataSourceStub.reuseIdentifier)
        dataSource.sections = [(0..<rowCount).map { "Row \($0)" }]
        table.dataSource = dataSource
        trackForMemoryLeaks(table)
        trackForMemoryLeaks(dataSource)
        return table
    }

    private func row(_ row: Int) -> IndexPath {
        IndexPath(row: row, section: 0)
    }

    private func texts(_ table: TableView) -> [String?] {
        table.visibleCells.map { ($0 as? LabelCellSpy)?.nameLabel.text }
    }

    @Test("a reload of 10,000 rows configures the 15 on screen, in 15 cells that are the table's only subviews")
    func reloadConfiguresScreenful() {
        let table = makeSUT(rowCount: 10_000)

        table.reloadData()

        #expect(table.numberOfRows(inSection: 0) == 10_000)
        #expect(table.visibleRowCapacity == 15)
        #expect(dataSource.requestedRows == (0..<15).map(row))
        #expect(table.createdCellCount == 15)
        #expect(table.subviews.count == 15)
        #expect(table.indexPathsForVisibleRows.last == row(14))
    }

    @Test("inserting a row at the top of 10,000 configures that row only; the bottom cell leaves the screen")
    func insertConfiguresOneRow() {
        let table = makeSUT(rowCount: 10_000)
        _ = table.visibleCells
        let before = table.visibleCells
        dataSource.sections[0].insert("New", at: 0)

        table.insertRows(at: [row(0)], with: .automatic)

        #expect(dataSource.requestedRows.dropFirst(15) == [row(0)])
        #expect(texts(table).prefix(3) == ["New", "Row 0", "Row 1"])
        #expect(table.visibleCells[1] === before[0])
        #expect(table.visibleCells.count == 15)
        #expect(table.subviews.count == 15)
        #expect(table.createdCellCount == 15, "the cell of the row pushed off screen is reused for the new row")
        #expect(table.inconsistencies.isEmpty)
    }

    @Test("deleting and reloading rows off screen is consistent and configures nothing")
    func updatesOffScreen() {
        let table = makeSUT(rowCount: 100)
        _ = table.visibleCells
        dataSource.sections[0].remove(at: 50)

        table.deleteRows(at: [row(50)], with: .automatic)
        table.reloadRows(at: [row(60)], with: .none)

        #expect(dataSource.requestedRows.count == 15)
        #expect(table.numberOfRows(inSection: 0) == 99)
        #expect(table.inconsistencies.isEmpty)
    }

    @Test("a row off screen has no cell until it is scrolled to, and then shows its content")
    func scrollToRow() throws {
        let table = makeSUT(rowCount: 1_000)

        #expect(table.cellForRow(at: row(500)) == nil)
        table.scrollToRow(at: row(500), at: .top, animated: false)

        let cell = try #require(table.cellForRow(at: row(500)) as? LabelCellSpy)
        #expect(cell.nameLabel.text == "Row 500")
        #expect(table.indexPathsForVisibleRows.first == row(500))
        #expect(table.createdCellCount == 15)
    }

    @Test(
        "each scroll position puts the row where it says, within the rows there are",
        arguments: [
            (TableView.ScrollPosition.top, 40, 40), (.middle, 40, 33), (.bottom, 40, 26), (.none, 40, 26),
            (.none, 5, 0), (.top, 95, 85), (.bottom, 3, 0),
        ]
    )
    func scrollPositions(position: TableView.ScrollPosition, target: Int, firstShown: Int) {
        let table = makeSUT(rowCount: 100)

        table.scrollToRow(at: row(target), at: position, animated: false)

        #expect(table.indexPathsForVisibleRows.first == row(firstShown))
        #expect(table.indexPathsForVisibleRows.count == 15)
    }

    @Test("reading every row scrolls through the table, then back to where it was")
    func readEveryRow() {
        let table = makeSUT(rowCount: 40)
        table.scrollToRow(at: row(10), at: .top, animated: false)

        let names = table.readEveryRow { _, cell in (cell as? LabelCellSpy)?.nameLabel.text ?? "" }

        #expect(names == (0..<40).map { "Row \($0)" })
        #expect(table.indexPathsForVisibleRows.first == row(10))
        #expect(table.createdCellCount == 15)
    }

    @Test("a table whose rows all fit is read as shown, without asking the data source again")
    func readEveryRowOnScreen() {
        let table = makeSUT(rowCount: 3)
        _ = table.visibleCells
        dataSource.sections[0][1] = "Changed without telling the table"

        let names = table.readEveryRow { _, cell in (cell as? LabelCellSpy)?.nameLabel.text ?? "" }

        #expect(names == ["Row 0", "Row 1", "Row 2"])
        #expect(dataSource.requestedRows.count == 3)
    }
}
