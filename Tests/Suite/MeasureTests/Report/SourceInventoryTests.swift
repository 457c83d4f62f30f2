import Foundation
import Results
import Testing
import ToolTestSupport

@testable import Measure

@Suite("Finding the files to measure")
struct SourceInventoryTests {
    /// Writes the given files (path: contents) under a fresh temporary package root.
    private func package(_ files: [String: String]) throws -> URL {
        try TemporaryFolder.make(files, prefix: "inventory")
    }

    @Test("measures style and shared sources, skips tooling, and keeps paths relative and sorted")
    func sources() throws {
        let root = try package([
            "Sources/Styles/MVC/Todo/TodoCell.swift": "final class TodoCell {}\n",
            "Sources/Shared/Models/TodoItem.swift": "// An item.\nstruct TodoItem {}\n",
            "Sources/Suite/Harness/Driver.swift": "struct Driver {}\n",
            "Sources/Styles/MVC/Todo/notes.txt": "not Swift",
        ])
        defer { try? FileManager.default.removeItem(at: root) }

        let inventory = try SourceInventory.load(packageRoot: root, table: .standard)

        #expect(
            inventory.sources.map(\.path) == [
                "Sources/Shared/Models/TodoItem.swift", "Sources/Styles/MVC/Todo/TodoCell.swift",
            ])
        #expect(inventory.sources[0].metrics.lines == LineCounts(code: 1, comment: 1))
    }

    @Test("lists every test target but measures only those of styles and shared modules")
    func tests() throws {
        let root = try package([
            "Sources/Styles/MVVM/A.swift": "",
            "Tests/Styles/MVVMTests/AViewModelTests.swift": "import Testing\n",
            "Tests/Suite/ScenarioTests/S.swift": "import Testing\n",
            "Tests/Shared/TestSupport/Spy.swift": "final class Spy {}\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }

        let inventory = try SourceInventory.load(packageRoot: root, table: .standard)

        #expect(inventory.testTargets == ["MVVMTests", "ScenarioTests"])
        #expect(inventory.tests.map(\.path) == ["Tests/Styles/MVVMTests/AViewModelTests.swift"])
    }
}
