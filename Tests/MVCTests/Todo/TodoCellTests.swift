import Foundation
import HeadlessUI
import Models
import TestSupport
import Testing

@testable import MVC

/// A cell is a plain view: unlike its controller, it can be tested directly.
@Suite("TodoCell", .checkingForLeaks, .profilingEachCase)
@MainActor
struct TodoCellTests {
    @Test("shows the position from 1, the name and the date, black and not struck through while open")
    func openItem() {
        let sut = makeSUT()

        sut.configure(with: item(isDone: false), position: 2, dateFormatter: formatter)

        #expect(sut.labelText("todo.row.index") == "3")
        #expect(sut.labelText("todo.row.name") == "Buy milk")
        #expect(sut.labelText("todo.row.date") == "Nov 18, 2026 at 11:06:40 AM")
        #expect(labels(of: sut).map(\.textColor) == [.black, .black])
        #expect(labels(of: sut).map(\.isStrikethrough) == [false, false])
    }

    @Test("greys out and strikes through the name and the date of a done item")
    func doneItem() {
        let sut = makeSUT()

        sut.configure(with: item(isDone: true), position: 0, dateFormatter: formatter)

        #expect(labels(of: sut).map(\.textColor) == [.gray, .gray])
        #expect(labels(of: sut).map(\.isStrikethrough) == [true, true])
    }

    @Test("a reused cell drops the look of the done item it showed before")
    func reuse() {
        let sut = makeSUT()
        sut.configure(with: item(isDone: true, priority: .urgent), position: 0, dateFormatter: formatter)

        sut.prepareForReuse()
        sut.configure(with: item(isDone: false), position: 1, dateFormatter: formatter)

        #expect(labels(of: sut).map(\.textColor) == [.black, .black])
        #expect(labels(of: sut).map(\.isStrikethrough) == [false, false])
        #expect(sut.view(withIdentifier: "todo.row.priority")?.backgroundColor == .lightGreen)
    }

    @Test(
        "the priority marker is light green, orange or red",
        arguments: [(Priority.normal, Color.lightGreen), (.important, .orange), (.urgent, .red)])
    func priorityMarker(priority: Priority, color: Color) {
        let sut = makeSUT()

        sut.configure(with: item(priority: priority), position: 0, dateFormatter: formatter)

        #expect(sut.view(withIdentifier: "todo.row.priority")?.backgroundColor == color)
    }

    // MARK: Helpers

    private let formatter = DisplayDateFormatter(timeZone: Fixtures.timeZone)

    private func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> TodoCell {
        let sut = TodoCell(reuseIdentifier: TodoCell.reuseIdentifier)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        return sut
    }

    private func item(isDone: Bool = false, priority: Priority = .normal) -> TodoItem {
        TodoItem(id: 1, name: "Buy milk", isDone: isDone, priority: priority, createdAt: Fixtures.referenceDate)
    }

    private func labels(of cell: TodoCell) -> [Label] {
        ["todo.row.name", "todo.row.date"].compactMap { cell.view(withIdentifier: $0) as? Label }
    }
}
