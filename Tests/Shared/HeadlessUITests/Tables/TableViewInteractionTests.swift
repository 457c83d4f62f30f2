import Foundation
import HeadlessUI
import TestSupport
import Testing

@Suite("TableView interaction", .checkingForLeaks)
@MainActor
struct TableViewInteractionTests {
    /// Held by the test, as a screen holds them: the table holds both weakly.
    let dataSource = RowsDataSourceStub([["Ana", "Bob"]])
    let delegate = TableDelegateSpy()

    func makeSUT() -> TableView {
        let table = TableView()
        table.register(LabelCellSpy.self, forCellReuseIdentifier: RowsDataSourceStub.reuseIdentifier)
        table.dataSource = dataSource
        table.delegate = delegate
        for object: AnyObject in [table, delegate, dataSource] { trackForMemoryLeaks(object) }
        return table
    }

    func row(_ row: Int) -> IndexPath {
        IndexPath(row: row, section: 0)
    }

    @Test("swiping a row shows the delegate's trailing actions for that row, outermost first")
    func trailingActions() {
        let table = makeSUT()

        let actions = table.trailingSwipeActions(forRowAt: row(1))

        #expect(actions.map(\.title) == ["Remove", "Done"])
        #expect(actions.map(\.style) == [.destructive, .normal])
        #expect(actions.map(\.backgroundColor) == [.red, .gray])
        #expect(delegate.swipeRequests == [row(1)])
    }

    @Test("performing a swipe action runs its handler with the row's cell")
    func performAction() {
        let table = makeSUT()

        let performed = table.performTrailingSwipeAction(titled: "Done", forRowAt: row(1))

        #expect(performed)
        #expect(delegate.performedActions.map(\.title) == ["Done"])
        #expect(delegate.performedActions.map(\.row) == [row(1)])
    }

    @Test("a swipe action that is not offered, or a row that is not shown, performs nothing")
    func performMissing() {
        let table = makeSUT()

        #expect(!table.performTrailingSwipeAction(titled: "Priority", forRowAt: row(0)))
        #expect(!table.performTrailingSwipeAction(titled: "Done", forRowAt: row(7)))
        #expect(delegate.performedActions.isEmpty)
        #expect(table.trailingSwipeActions(forRowAt: row(7)).isEmpty)
    }

    @Test("a table without a delegate offers no swipe actions")
    func noDelegate() {
        let table = makeSUT()
        table.delegate = nil

        #expect(table.trailingSwipeActions(forRowAt: row(0)).isEmpty)
    }

    @Test("selecting a shown row tells the delegate; a row that is not shown does not")
    func selectRow() {
        let table = makeSUT()

        table.selectRow(at: row(1))
        table.selectRow(at: row(9))

        #expect(delegate.selectedRows == [row(1)])
    }
}
