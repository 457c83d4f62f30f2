import Foundation
import Testing

@testable import Measure

#if os(Linux)
    @MainActor
    @Suite("compare report")
    struct ReportCommandTests {
        @Test("an unmapped source file stops the report right after the sources are read, before any test runs")
        func unmappedFileStopsBeforeTests() async throws {
            let folder = try TemporaryFolder("report-command")
            defer { folder.remove() }
            try folder.write("Sources/MVC/Todo/TodoHelpers.swift", "let x = 1\n")
            try folder.makeFolder("Tests/ScenarioTests")
            let runs = folder.url.appendingPathComponent("test-runs")
            try FakeTestBinary.install(
                in: folder.url.appendingPathComponent(".build"), body: "echo run >> '\(runs.path)'")
            var options = ReportOptions()
            options.root = folder.url.path
            let printed = PrintedLines()

            await #expect(throws: UnmappedFilesError(paths: ["Sources/MVC/Todo/TodoHelpers.swift"])) {
                try await ReportCommand(
                    options: options, table: .standard, architecture: { _ in ArchitectureReport(styles: []) },
                    steps: StepClock { printed.append($0) }
                ).run()
            }

            #expect(!FileManager.default.fileExists(atPath: runs.path))
            #expect(printed.lines == ["==> read and lex the sources"])
        }
    }
#endif
