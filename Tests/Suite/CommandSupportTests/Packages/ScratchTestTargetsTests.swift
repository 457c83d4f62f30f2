import CommandSupport
import Foundation
import Testing

@Suite("ScratchTestTargets")
struct ScratchTestTargetsTests {
    private let targets = ScratchTestTargets(keeping: ["ScenarioTests", "MVCTests"])

    @Test("only the Swift files of test targets not kept are left out")
    func leavesOutSwiftFilesOfOtherTestTargets() {
        #expect(targets.leavesOut("Tests/Suite/MeasureTests/LexerTests.swift"))
        #expect(targets.leavesOut("Tests/Suite/MeasureTests/Lexer/Nested.swift"))
        #expect(!targets.leavesOut("Tests/Suite/MeasureTests/Corpus/sample.txt"))
        #expect(!targets.leavesOut("Tests/Styles/MVCTests/TodoTests.swift"))
        #expect(!targets.leavesOut("Tests/Suite/ScenarioTests/ScenarioTests.swift"))
        #expect(!targets.leavesOut("Tests/Shared/TestSupport/Window.swift"))
        #expect(!targets.leavesOut("Sources/Suite/MeasureTests/Odd.swift"))
    }

    @Test("each test target not kept gets one placeholder; support targets and kept ones none")
    func placeholdersForOtherTestTargets() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ScratchTestTargets-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in [
            "Tests/Suite/MeasureTests", "Tests/Suite/ScenarioTests", "Tests/Shared/TestSupport",
            "Tests/Styles/MVCTests", "Tests/Styles/TEATests",
        ] {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }

        let placeholders = try targets.placeholders(packageRoot: root)

        #expect(
            placeholders.keys.sorted() == [
                "Tests/Styles/TEATests/Placeholder.swift", "Tests/Suite/MeasureTests/Placeholder.swift",
            ])
        #expect(placeholders.values.allSatisfy { $0 == ScratchTestTargets.placeholderText })
    }
}
