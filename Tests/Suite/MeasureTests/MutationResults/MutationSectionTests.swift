import Catalogue
import Foundation
import Results
import Testing

@testable import Measure

@Suite("Mutation results in the report")
struct MutationSectionTests {
    private let table = LayerTable(styles: [.mvc], shared: [.models], tooling: ["Measure"])

    @Test("the fingerprint covers the styles, their tests and the scenario suite, not the measuring side")
    func fingerprint() throws {
        let root = try MutationFixtures.folder([
            "Sources/Styles/MVC/A.swift": "let a = 1\n", "Tests/Styles/MVCTests/ATests.swift": "",
            "Sources/Suite/Harness/H.swift": "",
            "Sources/Suite/Measure/M.swift": "",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let first = try MutationFingerprint.compute(packageRoot: root, table: table)

        try Data("let m = 2\n".utf8).write(to: root.appendingPathComponent("Sources/Suite/Measure/M.swift"))
        let afterMeasure = try MutationFingerprint.compute(packageRoot: root, table: table)
        try Data("let a = 2\n".utf8).write(to: root.appendingPathComponent("Sources/Styles/MVC/A.swift"))
        let afterStyle = try MutationFingerprint.compute(packageRoot: root, table: table)

        #expect(first.hasPrefix("fnv1a64:") && first.count == "fnv1a64:".count + 16)
        #expect(afterMeasure == first)
        #expect(afterStyle != first)
    }

    @Test("results made from these sources are shown; others, or none, say they are not measured")
    func reading() throws {
        let root = try MutationFixtures.folder(["Sources/Styles/MVC/A.swift": "let a = 1\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let reports = root.appendingPathComponent("Reports")
        let current = try MutationFingerprint.compute(packageRoot: root, table: table)

        let absent = try MutationSection.read(packageRoot: root, reports: reports, table: table)
        try MutationFixtures.results(fingerprint: "fnv1a64:0000000000000000").write(
            to: reports.appendingPathComponent("mutation.json"))
        let stale = try MutationSection.read(packageRoot: root, reports: reports, table: table)
        try MutationFixtures.results(fingerprint: current).write(to: reports.appendingPathComponent("mutation.json"))
        let measured = try MutationSection.read(packageRoot: root, reports: reports, table: table)

        #expect(
            absent
                == MutationSection(notMeasured: "not measured for this commit: run make mutate (no mutation.json yet)"))
        #expect(stale == MutationSection(notMeasured: "not measured for this commit: run make mutate"))
        #expect(measured.measured)
        #expect(measured.survivors["MVC"]?.map(\.id) == [3])
    }

    @Test("the comparison shows a row per style, the share killed with no view by layer, and names the survivors")
    func rendering() throws {
        var report = try ReportFixtures.report()
        report.mutation = MutationSection(results: MutationFixtures.results(fingerprint: "f"))

        let markdown = prose(MarkdownRenderer.render(ReportDocument(report: report)))
        let html = HTMLRenderer.render(ReportDocument(report: report))

        #expect(markdown.contains("## Which tests catch which faults"))
        #expect(markdown.contains("| MVC | 4 | 1 (25.0%) | 1 (25.0%) | 1 | 1 | 1 | 50.0% |"))
        #expect(
            markdown.contains(
                "| MVC | View 0.0% (1 mutant, 100.0 per 100 lines, fewer than 20) · Controller 33.3% (3 mutants, "
                    + "60.0 per 100 lines, fewer than 20) |"))
        #expect(
            markdown.contains(
                "1 fault passed every unit test and only the shared scenarios caught them: MVC Controller 1. 1 mutant survives "
                    + "every test: Sources/Styles/MVC/Todo/TodoListViewController.swift:13 (relational, `count > 0`)."))
        #expect(html.contains("<title id=\"mutation-kill-split-title\">"))
    }

    @Test("the appendix has a table per style with the view-free kills, the emptied strings and every survivor")
    func detail() throws {
        var report = try ReportFixtures.report()
        report.mutation = MutationSection(results: MutationFixtures.results(fingerprint: "f"))

        let markdown = MarkdownRenderer.render(ReportDocument(report: report))
        let appendix = try #require(markdown.range(of: "## Appendix")).upperBound

        #expect(markdown[appendix...].contains("## Mutation testing, layer by layer"))
        #expect(markdown.contains("| Controller | 3 | 1 | 1 | 1 | 1 | 0 | 66.7% |"))
        #expect(markdown.contains("| View | 1 | 0 | 0 | 0 | 0 | 1 | 0.0% |"))
        #expect(markdown.contains("| MVC Controller | 1 | 0 | 1 | 0 | 0 | 0 | 100.0% |"))
        #expect(markdown.contains("2 sites of MVC left out: the change does not compile."))
        #expect(
            markdown.contains(
                "| MVC | Controller | `Sources/Styles/MVC/Todo/TodoListViewController.swift:13` | relational | `count > 0` | "
                    + "`count >= 0` |"))
    }

    @Test("equivalent mutants are shown apart, by rule with its reason, and counted in no table")
    func equivalents() throws {
        var report = try ReportFixtures.report()
        report.mutation = MutationSection(results: MutationFixtures.results(fingerprint: "f"))

        let markdown = MarkdownRenderer.render(ReportDocument(report: report))

        #expect(markdown.contains("### Equivalent mutants"))
        #expect(
            markdown.contains(
                "| animation flag | HeadlessUI has no animations: every transition completes at once, so `animated:` "
                    + "changes nothing a test can see (on a device it changes only how the change looks) | 1 | MVC 1 |")
        )
        #expect(markdown.contains("| swipe completion value | "))
        #expect(markdown.contains("| Controller | 3 | 1 | 1 | 1 | 1 | 0 | 66.7% |"))
    }

    @Test("a results file of another schema is refused in words that say what to run")
    func otherSchema() throws {
        let root = try MutationFixtures.folder(["Reports/mutation.json": "{\"schema\": 1, \"mutants\": []}"])
        defer { try? FileManager.default.removeItem(at: root) }

        #expect {
            try MutationResults.read(from: root.appendingPathComponent("Reports/mutation.json"))
        } throws: { error in
            "\(error)"
                == "mutation.json was written by another version of make mutate (schema 1, this version reads 3): "
                + "run make mutate again"
        }
    }

    @Test("a named pipe among the fingerprinted files is refused by name, without waiting", .timeLimit(.minutes(1)))
    func fingerprintRefusesNamedPipe() throws {
        let root = try MutationFixtures.folder(["Sources/Styles/MVC/A.swift": "let a = 1\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(mkfifo(root.appendingPathComponent("Sources/Styles/MVC/B.swift").path, 0o600) == 0)

        #expect(
            throws: SourceReadError.unreadable(
                path: "Sources/Styles/MVC/B.swift", reason: "it is a named pipe, not a regular file")
        ) {
            try MutationFingerprint.compute(packageRoot: root, table: table)
        }
    }

    @Test("the fingerprint also covers the test aids and the package manifest")
    func fingerprintCoversAidsAndManifest() throws {
        let root = try MutationFixtures.folder([
            "Sources/Styles/MVC/A.swift": "", "Sources/Suite/TestAids/Stub.swift": "let a = 1\n",
            "Package.swift": "// one\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let first = try MutationFingerprint.compute(packageRoot: root, table: table)

        try Data("let a = 2\n".utf8).write(to: root.appendingPathComponent("Sources/Suite/TestAids/Stub.swift"))
        let afterAids = try MutationFingerprint.compute(packageRoot: root, table: table)
        try Data("// two\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        let afterManifest = try MutationFingerprint.compute(packageRoot: root, table: table)

        #expect(afterAids != first)
        #expect(afterManifest != afterAids)
    }

    @Test("without measured results the section says how to measure them")
    func notMeasured() throws {
        var report = try ReportFixtures.report()
        report.mutation = MutationSection(notMeasured: MutationSection.notMeasuredNote)

        let markdown = MarkdownRenderer.render(ReportDocument(report: report))

        #expect(markdown.contains("Mutation testing: not measured for this commit: run make mutate."))
        #expect(!markdown.contains("### Mutants of"))
    }

    @Test("compare render puts new mutation results into the report already written, and only when there is one")
    func refresh() throws {
        let root = try MutationFixtures.folder(["Sources/Styles/MVC/A.swift": "let a = 1\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let reports = root.appendingPathComponent("Reports")

        let withoutReport = try RenderCommand.run(reports: reports, packageRoot: root, table: table)
        try ReportWriter(directory: reports).write(try ReportFixtures.report(), environment: ReportFixtures.environment)
        try MutationFixtures.results(fingerprint: try MutationFingerprint.compute(packageRoot: root, table: table))
            .write(to: reports.appendingPathComponent("mutation.json"))
        let withReport = try RenderCommand.run(reports: reports, packageRoot: root, table: table)
        let markdown = try String(contentsOf: reports.appendingPathComponent("comparison.md"), encoding: .utf8)

        #expect(!withoutReport)
        #expect(withReport)
        #expect(markdown.contains("### Mutants of MVC"))
    }
}

extension MutationSectionTests {
    @Test("a tally stored before a count existed reads that count as 0, so an earlier report still reads")
    func tallyWithoutNewerCounts() throws {
        let json = Data(#"{"mutants": 3, "killedByUnit": 2, "killedByScenarios": 1, "survivors": 1}"#.utf8)

        let tally = try JSONDecoder().decode(MutationTally.self, from: json)

        var expected = MutationTally()
        expected.mutants = 3
        expected.killedByUnit = 2
        expected.survivors = 1
        #expect(tally == expected)
    }
}
