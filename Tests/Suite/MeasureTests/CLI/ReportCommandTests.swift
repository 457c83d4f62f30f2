import Catalogue
import Foundation
import Results
import Testing
import ToolTestSupport

@testable import Measure

// Linux only: each test runs compare report against a fake test binary, a shell script, which macOS's
// swiftpm-testing-helper cannot load in place of a test bundle.
#if os(Linux)
    @MainActor
    @Suite("compare report")
    struct ReportCommandTests {
        @Test("an unmapped source file stops the report right after the sources are read, before any test runs")
        func unmappedFileStopsBeforeTests() async throws {
            let folder = try TemporaryFolder("report-command")
            defer { folder.remove() }
            try folder.write("Sources/Styles/MVC/Todo/TodoHelpers.swift", "let x = 1\n")
            try folder.makeFolder("Tests/Suite/ScenarioTests")
            let runs = folder.url.appendingPathComponent("test-runs")
            try FakeTestBinary.install(
                in: folder.url.appendingPathComponent(".build"), body: "echo run >> '\(runs.path)'")
            var options = ReportOptions()
            options.root = folder.url.path
            let printed = PrintedLines()

            await #expect(throws: UnmappedFilesError(paths: ["Sources/Styles/MVC/Todo/TodoHelpers.swift"])) {
                try await ReportCommand(
                    options: options, table: .standard, architecture: { _ in ArchitectureReport(styles: []) },
                    steps: StepClock { printed.append($0) }
                ).run()
            }

            #expect(!FileManager.default.fileExists(atPath: runs.path))
            #expect(printed.lines == ["==> read and lex the sources"])
        }

        /// A package with no sources and an empty scenario test folder, whose fake test binary appends
        /// a line to `test-runs` (the results file it was given) each time it runs.
        private func package() throws -> (TemporaryFolder, ReportOptions, runs: URL) {
            let folder = try TemporaryFolder("report-command")
            try folder.makeFolder("Tests/Suite/ScenarioTests")
            let runs = folder.url.appendingPathComponent("test-runs")
            try FakeTestBinary.install(
                in: folder.url.appendingPathComponent(".build"), body: "echo \"$SCENARIO_RESULTS\" >> '\(runs.path)'")
            var options = ReportOptions()
            options.root = folder.url.path
            return (folder, options, runs)
        }

        private func command(_ options: ReportOptions) -> ReportCommand {
            ReportCommand(
                options: options, table: .standard, architecture: { _ in ArchitectureReport(styles: []) },
                steps: StepClock { _ in }, printLine: { _ in })
        }

        @Test("a file where the report folder should be stops the report before any test runs, and is kept")
        func fileAtReportsStopsBeforeTests() async throws {
            let (folder, options, runs) = try package()
            defer { folder.remove() }
            let reports = try folder.write("Reports", "notes of mine")

            await #expect {
                try await command(options).run()
            } throws: { error in
                String(describing: error).hasPrefix("Could not write the report at \(reports.path): a file is there")
            }

            #expect(!FileManager.default.fileExists(atPath: runs.path))
            #expect(try folder.read("Reports") == "notes of mine")
        }

        @Test("a scale.json that is not JSON stops the report before any test runs, naming the file and the line")
        func corruptScaleStopsBeforeTests() async throws {
            let (folder, options, runs) = try package()
            defer { folder.remove() }
            try folder.write("Reports/scale.json", "{\n  \"commit\": \"abc\",\n  oops\n}\n")

            await #expect(
                throws: ResultsFileError(
                    path: "Reports/scale.json", reason: "it is not valid JSON (line 3, column 3)",
                    remedy: "run make scale to write it again")
            ) {
                try await command(options).run()
            }

            #expect(!FileManager.default.fileExists(atPath: runs.path))
        }

        @Test("a mutation.json or exercises.json that cannot be decoded stops the report before any test runs")
        func damagedResultsStopBeforeTests() async throws {
            let (folder, options, runs) = try package()
            defer { folder.remove() }
            try folder.write("Reports/exercises.json", "{\"schema\": 1, \"commit\": \"abc\", \"requests\": []}")

            await #expect(
                throws: ResultsFileError(
                    path: "Reports/exercises.json", reason: "the field fingerprint is missing",
                    remedy: "run make exercises to write it again")
            ) {
                try await command(options).run()
            }
            try folder.write("Reports/mutation.json", "[")
            await #expect(
                throws: ResultsFileError(
                    path: "Reports/mutation.json", reason: "it is not valid JSON (it ends part-way)",
                    remedy: "run make mutate to write it again")
            ) {
                try await command(options).run()
            }

            #expect(!FileManager.default.fileExists(atPath: runs.path))
        }

        @Test("each run gives the scenario tests a results file of its own in the coverage folder")
        func eachRunHasItsOwnResultsFile() async throws {
            let (folder, options, runs) = try package()
            defer { folder.remove() }

            // Neither run gets as far as a report: the fake tests leave no coverage profiles.
            await #expect(throws: CoverageError.self) { try await command(options).run() }
            await #expect(throws: CoverageError.self) { try await command(options).run() }

            let files = try String(contentsOf: runs, encoding: .utf8).split(separator: "\n").map(String.init)
            let coverage = folder.url.appendingPathComponent(".build/coverage").path + "/"
            #expect(files.count == 2 * LayerTable.standard.styles.count)
            #expect(Set(files).count == 2)
            #expect(files.allSatisfy { $0.hasPrefix(coverage + "scenario-results-") && $0.hasSuffix(".jsonl") })
        }
    }
#endif
