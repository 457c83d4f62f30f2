import Catalogue
import Measure
import Results
import Testing

@testable import ChangeCost

@Suite("SolutionMeasure")
struct SolutionMeasureTests {
    private let measure = SolutionMeasure(style: .mvvm, table: .standard)

    @Test("code lines added and removed are counted by the lexer: comments and blank lines are left out")
    func codeLines() throws {
        let old = """
            struct TodoListViewModel {
                var rows = 0
            }

            """
        let new = """
            struct TodoListViewModel {
                /// What the alert shows.
                var alert = ""

                func renameChosen() {}
            }

            """
        let cost = try measure.measure([
            .init(
                file: .init(
                    oldPath: "Sources/Styles/MVVM/Todo/TodoListViewModel.swift",
                    newPath: "Sources/Styles/MVVM/Todo/TodoListViewModel.swift"),
                oldText: old, newText: new)
        ])

        #expect(cost.codeAdded == 2)
        #expect(cost.codeRemoved == 1)
        #expect(cost.layers == [LayerChange(layer: "ViewModel", files: 1, codeAdded: 2, codeRemoved: 1)])
        #expect(cost.files.map(\.status) == [.modified])
    }

    @Test("a new file counts as added, with its types and protocols, in the layer the table gives it")
    func newFile() throws {
        let cost = try measure.measure([
            .init(
                file: .init(oldPath: nil, newPath: "Sources/Styles/MVVM/Todo/RenameViewModel.swift"),
                oldText: nil, newText: "protocol Renaming {}\nstruct RenameViewModel {}\nenum Step { case one }\n")
        ])

        #expect(cost.filesTouched == 1)
        #expect(cost.filesAdded == 1)
        #expect(cost.codeAdded == 3)
        #expect(cost.typesAdded == 2)
        #expect(cost.protocolsAdded == 1)
        #expect(cost.layers.map(\.layer) == ["ViewModel"])
    }

    @Test("test files are counted apart from the sources and attributed to the layer they test")
    func testFiles() throws {
        let cost = try measure.measure([
            .init(
                file: .init(oldPath: nil, newPath: "Tests/Styles/MVVMTests/Todo/TodoListViewModelTests+Rename.swift"),
                oldText: nil, newText: "struct S {\n    func test() {}\n}\n"),
            .init(
                file: .init(
                    oldPath: "Sources/Styles/MVVM/Todo/TodoCell.swift",
                    newPath: "Sources/Styles/MVVM/Todo/TodoCell.swift"),
                oldText: "let a = 1\n", newText: "let a = 2\n"),
        ])

        #expect(cost.filesTouched == 1)
        #expect(cost.codeAdded == 1)
        #expect(cost.typesAdded == 0)
        #expect(cost.testFilesTouched == 1)
        #expect(cost.testCodeAdded == 3)
        #expect(cost.files.first { $0.isTest }?.layer == "ViewModel")
        #expect(cost.layers.map(\.layer) == ["View"])
    }

    @Test("layers are listed in the style's order, whatever the order of the files")
    func layerOrder() throws {
        let cost = try measure.measure([
            .init(
                file: .init(oldPath: nil, newPath: "Sources/Styles/MVVM/Todo/A+ViewModel.swift"), oldText: nil,
                newText: "let a = 1\n"),
            .init(
                file: .init(oldPath: nil, newPath: "Sources/Styles/MVVM/Todo/RenameCell.swift"), oldText: nil,
                newText: "let b = 1\n"),
        ])

        #expect(cost.layers.map(\.layer) == ["View", "ViewModel"])
    }

    @Test("a deleted file removes its code lines and its types")
    func deletedFile() throws {
        let cost = try measure.measure([
            .init(
                file: .init(oldPath: "Sources/Styles/MVVM/Todo/OldViewModel.swift", newPath: nil),
                oldText: "struct OldViewModel {\n}\n", newText: nil)
        ])

        #expect(cost.codeRemoved == 2)
        #expect(cost.typesAdded == -1)
        #expect(cost.files.map(\.status) == [.deleted])
    }

    @Test("a source file the layer table cannot place stops the measure with its path")
    func unmapped() {
        #expect(throws: UnmappedFilesError(paths: ["Sources/Styles/MVVM/Todo/Helpers.swift"])) {
            try measure.measure([
                .init(
                    file: .init(oldPath: nil, newPath: "Sources/Styles/MVVM/Todo/Helpers.swift"), oldText: nil,
                    newText: "")
            ])
        }
    }

    @Test("a patch may touch only its style's sources and tests")
    func outsideStyle() throws {
        let patch = SolutionPatch(files: [
            .init(
                oldPath: "Sources/Styles/MVVM/Todo/TodoCell.swift", newPath: "Sources/Styles/MVVM/Todo/TodoCell.swift"),
            .init(
                oldPath: "Sources/Shared/Models/Todo/TodoList.swift",
                newPath: "Sources/Shared/Models/Todo/TodoList.swift"),
        ])

        #expect(
            throws: PatchError.outsideStyle(
                patch: "MVVM.patch", path: "Sources/Shared/Models/Todo/TodoList.swift",
                allowed: ["Sources/Styles/MVVM", "Tests/Styles/MVVMTests"])
        ) {
            try measure.check(patch, name: "MVVM.patch")
        }
        #expect(throws: Never.self) { try measure.check(SolutionPatch(files: [patch.files[0]]), name: "MVVM.patch") }
    }

    @Test("a folder whose name only starts with the style's belongs to another style and is refused")
    func similarFolderName() {
        let patch = SolutionPatch(files: [.init(oldPath: nil, newPath: "Sources/Styles/MVVMC/Todo/TodoCell.swift")])

        #expect(throws: PatchError.self) { try measure.check(patch, name: "MVVM.patch") }
    }
}
