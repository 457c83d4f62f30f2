import Foundation
import HeadlessUI
import TestSupport
import Testing

/// UIKit's contract for cell registration: an empty identifier is refused with an exception, which the
/// stand-in records as an inconsistency (dequeuing an unregistered identifier: `TableViewTests`).
@Suite("TableView cell registration", .checkingForLeaks)
@MainActor
struct TableViewRegistrationTests {
    private let dataSource = RowsDataSourceStub([["Ana"]])

    private func makeSUT(registering identifier: String) -> TableView {
        let table = TableView()
        table.register(LabelCellSpy.self, forCellReuseIdentifier: identifier)
        table.dataSource = dataSource
        for object: AnyObject in [table, dataSource] { trackForMemoryLeaks(object) }
        return table
    }

    @Test("a cell dequeued with a registered identifier is of the registered class")
    func registeredIdentifier() {
        let table = makeSUT(registering: "row")

        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) is LabelCellSpy)
        #expect(table.inconsistencies == [])
    }

    @Test("registering with an empty identifier registers nothing and is recorded")
    func emptyIdentifier() {
        dataSource.reuseIdentifier = ""
        let table = makeSUT(registering: "")

        _ = table.cellForRow(at: IndexPath(row: 0, section: 0))

        #expect(
            table.inconsistencies == [
                "LabelCellSpy was registered with an empty reuse identifier, which UIKit refuses",
                "no cell class registered for reuse identifier \"\": UIKit raises an exception here",
            ])
    }
}
