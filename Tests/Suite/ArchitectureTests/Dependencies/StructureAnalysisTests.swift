import Architecture
import Measure
import Testing

/// Known answers for tracing names to layers, from small in-memory packages.
@Suite("StructureAnalysis")
struct StructureAnalysisTests {
    private func file(_ path: String, _ source: String) -> SourceFile {
        SourceFile(path: path, metrics: SwiftLexer.measure(source))
    }

    private func references(_ sources: [SourceFile], style: String) throws -> [String] {
        let structure = try StructureAnalysis.analyse(sources: sources, table: .standard)
        let found = try #require(structure.styles.first { $0.style.name == style }).references
        return found.map { "\($0.path.split(separator: "/").last ?? ""):\($0.line) \($0.name) \($0.toLayer.rawValue)" }
    }

    @Test("a style's own type wins over a shared one; a shared type and an import lead to their module")
    func resolution() throws {
        let sources = [
            file("Sources/Shared/HeadlessUI/Label.swift", "open class Label {}\nopen class View {}"),
            file("Sources/Shared/Models/TodoList.swift", "public struct TodoList {}"),
            file("Sources/Styles/MVVM/Todo/View.swift", "struct View {}"),
            file(
                "Sources/Styles/MVVM/Todo/TodoListViewController.swift",
                "import HeadlessUI\nfinal class TodoListViewController {\n    let label = Label()\n    let row = View()\n}"
            ),
            file(
                "Sources/Styles/MVVM/Todo/TodoListViewModel.swift",
                "import Models\nstruct TodoListViewModel {\n    var list: TodoList\n}"),
        ]

        #expect(
            try references(sources, style: "MVVM") == [
                "TodoListViewController.swift:1 import HeadlessUI Platform",
                "TodoListViewController.swift:3 Label Platform",
                "TodoListViewModel.swift:1 import Models Model", "TodoListViewModel.swift:3 TodoList Model",
            ])
    }

    @Test("a nested type or generic parameter hides a shared name inside its type and its extensions only")
    func shadowing() throws {
        let sources = [
            file("Sources/Shared/HeadlessUI/Action.swift", "public final class Action {}"),
            file(
                "Sources/Styles/TEA/Shared/AlertState.swift",
                "struct AlertState<Action: Equatable> {\n    let action: Action\n}"),
            file(
                "Sources/Styles/TEA/Todo/AlertState+Rows.swift",
                "extension AlertState where Action == Int {\n    func first(_ action: Action) {}\n}"),
            file(
                "Sources/Styles/TEA/Todo/TodoListView.swift",
                "import HeadlessUI\nfinal class TodoListView {\n    let tap = Action()\n}"),
        ]

        #expect(
            try references(sources, style: "TEA") == [
                "TodoListView.swift:1 import HeadlessUI Platform", "TodoListView.swift:3 Action Platform",
            ])
    }

    @Test("a view importing HeadlessSwiftUI alone refers to its View and Button, not HeadlessUI's classes")
    func importedToolkitFirst() throws {
        let sources = [
            file("Sources/Shared/HeadlessUI/View.swift", "open class View {}\nopen class Button: View {}"),
            file("Sources/Shared/HeadlessSwiftUI/View.swift", "public protocol View {}\npublic struct Button: View {}"),
            file(
                "Sources/Styles/MV/Todo/TodoListView.swift",
                "import HeadlessSwiftUI\nstruct TodoListView: View {\n    let add = Button()\n}"),
        ]

        let structure = try StructureAnalysis.analyse(sources: sources, table: .standard)
        let found = try #require(structure.styles.first { $0.style.name == "MV" }).references

        #expect(
            found.map { "\($0.line) \($0.name) \($0.module) \($0.kind ?? "module")" } == [
                "1 import HeadlessSwiftUI HeadlessSwiftUI module", "2 View HeadlessSwiftUI protocol",
                "3 Button HeadlessSwiftUI struct",
            ])
    }
}
