import Foundation
import HeadlessUI
import TestSupport
import Testing

@Suite("TableView rows and reuse", .checkingForLeaks)
@MainActor
struct TableViewTests {
    /// Held by the test, as a screen holds its table's data source: the table holds it weakly.
    private let dataSource = RowsDataSourceStub([])

    private func makeSUT(_ sections: [[String]]) -> TableView {
        let table = TableView()
        table.register(LabelCellSpy.self, forCellReuseIdentifier: RowsDataSourceStub.reuseIdentifier)
        dataSource.sections = sections
        table.dataSource = dataSource
        trackForMemoryLeaks(table)
        trackForMemoryLeaks(dataSource)
        return table
    }

    private func texts(_ table: TableView) -> [String?] {
        table.visibleCells.map { ($0 as? LabelCellSpy)?.nameLabel.text }
    }

    @Test("the table fills itself from the data source on first use, section by section")
    func rowsFromDataSource() {
        let table = makeSUT([["Buy milk", "Call mom"], ["Done thing"]])

        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.numberOfRows(inSection: 1) == 1)
        #expect(table.numberOfRows(inSection: 2) == 0)
        #expect(texts(table) == ["Buy milk", "Call mom", "Done thing"])
        #expect(table.updates.isEmpty, "filling itself at first use is not an update the app asked for")
    }

    @Test("cells are the table's subviews, and each knows its index path")
    func cellsAndIndexPaths() throws {
        let table = makeSUT([["One", "Two"]])

        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))

        #expect(cell.superview === table)
        #expect(table.indexPath(for: cell) == IndexPath(row: 1, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) == nil)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1)) == nil)
    }

    @Test("reloading reuses the cells it has: none is created, each is prepared for reuse")
    func reuseOnReload() {
        let table = makeSUT([["One", "Two", "Three"]])
        #expect(table.visibleCells.count == 3)
        #expect(table.createdCellCount == 3)
        dataSource.sections = [["Uno", "Dos", "Tres"]]

        table.reloadData()

        #expect(table.createdCellCount == 3)
        #expect(table.visibleCells.compactMap { ($0 as? LabelCellSpy)?.prepareForReuseCount } == [1, 1, 1])
        #expect(texts(table) == ["Uno", "Dos", "Tres"])
    }

    @Test("a reload with more rows than cells creates only the missing cells")
    func createsOnlyMissingCells() {
        let table = makeSUT([["One"]])
        _ = table.visibleCells
        dataSource.sections = [["One", "Two", "Three"]]

        table.reloadData()

        #expect(table.createdCellCount == 3)
        #expect(table.visibleCells.count == 3)
    }

    @Test("dequeuing an identifier nobody registered is recorded as an inconsistency")
    func unregisteredIdentifier() {
        let table = makeSUT([["One"]])
        dataSource.reuseIdentifier = "unregistered"

        _ = table.visibleCells

        #expect(
            table.inconsistencies == [
                "no cell class registered for reuse identifier \"unregistered\": UIKit raises an exception here"
            ])
        #expect(table.visibleCells.count == 1)
    }

    @Test("a table without a data source has no rows")
    func noDataSource() {
        let table = TableView()
        trackForMemoryLeaks(table)

        #expect(table.numberOfSections == 0)
        #expect(table.visibleCells.isEmpty)
    }
}
