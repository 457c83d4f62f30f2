import Measure
import Testing

@testable import ChangeCost

@Suite("StyleCheck")
struct StyleCheckTests {
    private let check = StyleCheck(style: .mvvm, table: .standard)

    private func inventory(sources: [String: String], tests: [String: String] = [:]) -> SourceInventory {
        func files(_ texts: [String: String]) -> [SourceFile] {
            texts.map { SourceFile(path: $0.key, metrics: SwiftLexer.measure($0.value)) }.sorted { $0.path < $1.path }
        }
        return SourceInventory(sources: files(sources), tests: files(tests), testTargets: ["MVVMTests"])
    }

    @Test("changes outside the style's source and test folders are named, new and deleted files alike")
    func outsideChanges() {
        let changed = [
            "Reports/comparison.md", "Sources/Styles/MVVM/Todo/TodoListViewModel.swift",
            "Sources/Styles/MVVMC/Todo/X.swift",
            "Sources/Shared/Models/Todo/TodoList.swift",
            "Tests/Styles/MVVMTests/Todo/TodoListViewModelTests+Filter.swift",
        ]

        #expect(
            check.outsideChanges(changed) == [
                "Reports/comparison.md", "Sources/Styles/MVVMC/Todo/X.swift",
                "Sources/Shared/Models/Todo/TodoList.swift",
            ])
    }

    @Test("a file whose name gives no layer is named, with the endings the style accepts for each layer")
    func unplacedFile() throws {
        let sources = inventory(sources: [
            "Sources/Styles/MVVM/Foo.swift": "struct Foo {}\n",
            "Sources/Styles/MVVM/Todo/TodoListViewModel.swift": "final class TodoListViewModel {}\n",
        ])

        let findings = try check.findings(changed: [], inventory: sources)

        #expect(
            findings == [
                """
                Files of MVVM whose names give them no layer:
                    Sources/Styles/MVVM/Foo.swift
                Name each file for the type it holds, ending as its layer's types end in MVVM:
                    View: …ViewController, …Color, …DisplayLogic, …HeaderView, …Cell, …View
                    ViewModel: …ViewModel, …Observable, …Property, …Signal, …DisplayColor, …Choice
                    ModelController: …ModelController
                    Composition: …App, or any file under Sources/Styles/MVVM/Composition/
                An extension's file adds its concern after a plus (TodoListViewModel+Filter.swift), and \
                Protocols, Protocol, Contract, Delegate, DataSource, Observers, Observer, Type after a role keep \
                that role (TodoListViewModelDelegate.swift).
                """
            ])
    }

    @Test("a layer rule broken beside an unplaced file is still found, with the rule it breaks")
    func ruleBesideUnplacedFile() throws {
        let sources = inventory(sources: [
            "Sources/Styles/MVVM/Foo.swift": "struct Foo {}\n",
            "Sources/Styles/MVVM/Todo/TodoListViewModel.swift": "import HeadlessUI\nfinal class TodoListViewModel {}\n",
        ])

        let violations = try check.ruleViolations(sources)

        #expect(
            violations.map(\.description) == [
                "Sources/Styles/MVVM/Todo/TodoListViewModel.swift:1: MVVM ViewModel refers to import HeadlessUI (HeadlessUI). "
                    + "Rule: ViewModel may refer only to ModelController and Models: a view model turns model values "
                    + "into what is shown and knows nothing of views or the UI toolkit, so it is tested, and reused, "
                    + "without either."
            ])
        #expect(check.unplacedFiles(sources) == ["Sources/Styles/MVVM/Foo.swift"])
    }

    @Test("a test without the measuring trait is named by its line")
    func unmeasuredTest() {
        let tests = inventory(
            sources: [:],
            tests: [
                "Tests/Styles/MVVMTests/Todo/TodoListViewModelTests+Filter.swift":
                    "@Suite(\"Filter\")\nstruct FilterTests {\n    @Test func shows() {}\n}\n",
                "Tests/Styles/MVVMTests/Todo/TodoListViewModelTests.swift":
                    "@Suite(\"VM\", .profilingEachCase)\nstruct VMTests {\n    @Test func adds() {}\n}\n",
            ])

        #expect(check.unmeasuredTests(tests) == ["Tests/Styles/MVVMTests/Todo/TodoListViewModelTests+Filter.swift:3"])
    }

    @Test("a change that keeps to its folders, its names and its rules has nothing to report")
    func clean() throws {
        let sources = inventory(sources: [
            "Sources/Styles/MVVM/Todo/TodoListViewModel.swift": "import Models\nfinal class TodoListViewModel {}\n"
        ])

        #expect(
            try check.findings(changed: ["Sources/Styles/MVVM/Todo/TodoListViewModel.swift"], inventory: sources) == [])
    }
}
