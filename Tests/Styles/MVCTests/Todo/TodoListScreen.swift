import Foundation
import HeadlessUI
import TestSupport
import Testing

@testable import MVC

/// The Todo screen as its tests see it: a TodoListViewController on a test window, read and driven
/// only through the views a user sees, found by their accessibility identifiers. A controller has no
/// other outputs to observe, so every MVC test goes through an object like this one.
@MainActor
struct TodoListScreen {
    let controller: TodoListViewController
    let host: TestWindow

    /// One row as it is drawn.
    struct Row: Equatable {
        let index: String?
        let name: String?
        let date: String?
        let textColor: Color
        let isStrikethrough: Bool
        let priorityColor: Color?
    }

    func nameField(sourceLocation: SourceLocation = #_sourceLocation) throws -> TextField {
        try controller.element("todo.nameField", sourceLocation: sourceLocation)
    }

    func addButton(sourceLocation: SourceLocation = #_sourceLocation) throws -> Button {
        try controller.element("todo.addButton", sourceLocation: sourceLocation)
    }

    func table(sourceLocation: SourceLocation = #_sourceLocation) throws -> TableView {
        try controller.element("todo.list", sourceLocation: sourceLocation)
    }

    func counterText(sourceLocation: SourceLocation = #_sourceLocation) throws -> String? {
        try controller.element("todo.counter", as: Label.self, sourceLocation: sourceLocation).text
    }

    /// Whether "Nothing to do" can be seen.
    func showsEmptyLabel(sourceLocation: SourceLocation = #_sourceLocation) throws -> Bool {
        let label = try controller.element("todo.empty", as: Label.self, sourceLocation: sourceLocation)
        return label.isVisibleInHierarchy && label.text == "Nothing to do"
    }

    func rows(sourceLocation: SourceLocation = #_sourceLocation) throws -> [Row] {
        try table(sourceLocation: sourceLocation).visibleCells.map { cell in
            let name = cell.view(withIdentifier: "todo.row.name") as? Label
            return Row(
                index: cell.labelText("todo.row.index"), name: name?.text, date: cell.labelText("todo.row.date"),
                textColor: name?.textColor ?? .clear, isStrikethrough: name?.isStrikethrough ?? false,
                priorityColor: cell.view(withIdentifier: "todo.row.priority")?.backgroundColor)
        }
    }

    func rowNames(sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        try rows(sourceLocation: sourceLocation).map { $0.name ?? "" }
    }

    /// Types `name` and taps "Add", as a user does.
    func add(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try nameField(sourceLocation: sourceLocation).enterText(name)
        try addButton(sourceLocation: sourceLocation).tap()
    }

    /// The titles, styles and colours of the buttons that swiping row `row` reveals.
    func swipeActions(row: Int, sourceLocation: SourceLocation = #_sourceLocation) throws -> [SwipeButton] {
        try table(sourceLocation: sourceLocation).trailingSwipeActions(forRowAt: IndexPath(row: row, section: 0))
            .map { SwipeButton(title: $0.title ?? "", style: $0.style, color: $0.backgroundColor) }
    }

    /// Swipes row `row` and taps its button `title`.
    func swipe(_ title: String, row: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let table = try table(sourceLocation: sourceLocation)
        let tapped = table.performTrailingSwipeAction(titled: title, forRowAt: IndexPath(row: row, section: 0))
        try #require(tapped, "row \(row) has no swipe action \"\(title)\"", sourceLocation: sourceLocation)
    }

    struct SwipeButton: Equatable {
        let title: String
        let style: ContextualAction.Style
        let color: Color
    }
}
