import Architecture
import Measure
import Testing

@Suite("StructureReader")
struct StructureReaderTests {
    private func read(_ source: String) -> FileStructure {
        StructureReader.read(SwiftLexer.measure(source).tokens)
    }

    @Test("types are found at every depth, with their line, kind and outer type")
    func types() {
        let structure = read(
            """
            @MainActor final class A: B {
                enum Inner {}
                class func make() -> A { A() }
            }
            protocol P: class {}
            typealias Handler = () -> Void
            let actor = 1
            """)

        #expect(
            structure.types == [
                TypeDeclaration(kind: "class", name: "A", line: 1, isTopLevel: true, outerType: nil),
                TypeDeclaration(kind: "enum", name: "Inner", line: 2, isTopLevel: false, outerType: "A"),
                TypeDeclaration(kind: "protocol", name: "P", line: 5, isTopLevel: true, outerType: nil),
                TypeDeclaration(kind: "typealias", name: "Handler", line: 6, isTopLevel: true, outerType: nil),
            ])
    }

    @Test("imports at file scope are read with their kind skipped and their line")
    func imports() {
        let structure = read("import Foundation\n@testable import Models\nimport class HeadlessUI.Label\n")

        #expect(
            structure.imports == [
                NamedLine("Foundation", line: 1), NamedLine("Models", line: 2), NamedLine("HeadlessUI", line: 3),
            ])
    }

    @Test("references are capitalised names in code, not members after a dot, declared names, strings or comments")
    func references() {
        let structure = read(
            """
            // TodoStore in a comment
            final class Cell: TableViewCell {
                let label = Label()
                func show(_ item: TodoItem) { label.text = "Priority \\(item.priority.Title)" }
            }
            extension Cell: Sendable {}
            """)

        #expect(
            structure.references.map(\.name) == ["TableViewCell", "Label", "TodoItem", "Cell", "Sendable"])
        #expect(structure.references.map(\.line) == [2, 3, 4, 6, 6])
        #expect(structure.extensions == [NamedLine("Cell", line: 6)])
    }

    @Test("generic parameters are the file's own names, not references")
    func genericParameters() {
        let structure = read(
            "final class Box<Value, Other: Equatable> {\n    func map<Result>(_ f: (Value) -> Result) {}\n}")

        #expect(structure.genericParameters.map(\.name) == ["Value", "Other", "Result"])
        #expect(structure.types.map(\.genericParameters) == [["Value", "Other"]])
        #expect(structure.localNames == ["Box", "Value", "Other", "Result"])
        #expect(structure.references.map(\.name) == ["Equatable", "Value", "Result"])
    }

    @Test("members are named with their argument labels and belong to their type or extension")
    func members() {
        let structure = read(
            """
            final class List {
                private let store: Store
                init(store: Store) { self.store = store }
                deinit {}
                var count: Int { 0 }
                static func == (lhs: List, rhs: List) -> Bool { true }
                subscript(index: Int) -> Int { index }
            }
            extension List: TableViewDataSource {
                func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> Cell {
                    let local = Cell()
                    return local
                }
            }
            func freeFunction(x: Int = max(1, 2), y: [Int] = [1, 2]) {}
            """)

        #expect(
            structure.members.map(\.qualifiedName) == [
                "List.store", "List.init(store:)", "List.deinit", "List.count", "List.==(lhs:rhs:)",
                "List.subscript(index:)", "List.tableView(_:cellForRowAt:)", "freeFunction(x:y:)",
            ])
        #expect(structure.members.map(\.line) == [2, 3, 4, 5, 6, 7, 10, 15])
    }

    @Test("a line belongs to the last member declared before it in the innermost body that holds it")
    func memberAtLine() {
        let structure = read(
            """
            final class A {
                let title = "x"
                func one() {
                    let closure = { print(1) }
                }
                struct Nested {
                    func two() {}
                }
                func three() {}
            }
            extension A {
                func four() {}
            }
            """)

        #expect(structure.member(atLine: 1) == nil)
        #expect(structure.member(atLine: 2)?.qualifiedName == "A.title")
        #expect(structure.member(atLine: 4)?.qualifiedName == "A.one()")
        #expect(structure.member(atLine: 7)?.qualifiedName == "Nested.two()")
        #expect(structure.member(atLine: 9)?.qualifiedName == "A.three()")
        #expect(structure.member(atLine: 12)?.qualifiedName == "A.four()")
        #expect(structure.enclosingTypes(atLine: 7) == ["A", "Nested"])
    }

    @Test("protocol requirements are members without bodies and do not swallow the next brace")
    func protocolRequirements() {
        let structure = read(
            "protocol View: AnyObject {\n    func show(_ rows: [Row])\n    var title: String { get }\n}\nfinal class Row {}\n"
        )

        #expect(structure.members.map(\.qualifiedName) == ["View.show(_:)", "View.title"])
        #expect(structure.types.map(\.name) == ["View", "Row"])
        #expect(structure.types.map(\.isTopLevel) == [true, true])
    }

    @Test("calls are lower-case names before a parenthesis, after a dot or not, and not declarations")
    func calls() {
        let structure = read(
            "final class Screen {\n    func close() {\n        navigation?.dismiss(animated: true)\n        reload()\n    }\n}"
        )

        #expect(structure.calls == [NamedLine("dismiss", line: 3), NamedLine("reload", line: 4)])
    }
}
