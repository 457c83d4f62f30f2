import Foundation
import Testing
import ToolTestSupport

@testable import Results

@Suite("The scenario results file")
struct ScenarioResultsFileTests {
    private let styles = ["MVC", "VIPER"]

    private func totals(divergences: Int = 0, sequences: Int = 1_000, lifetimesEvery: UInt64 = 10)
        -> RandomSequenceTotals
    {
        RandomSequenceTotals(
            seed: 5, sequences: sequences, steps: 30, divergences: divergences, lifetimesEvery: lifetimesEvery)
    }

    /// A complete run for MVC and VIPER: T2 and T10, and the random sequences.
    private func completeRun() -> [ScenarioRecord] {
        [
            .scenario(id: "T10", description: "Ten", style: "MVC", result: .pass),
            .scenario(id: "T2", description: "Two", style: "VIPER", result: .knownIssue("waits for a fix")),
            .scenario(id: "T2", description: "Two", style: "MVC", result: .fail("row 1 differs")),
            .scenario(id: "T10", description: "Ten", style: "VIPER", result: .pass),
            .randomSequences(style: "MVC", totals: totals(divergences: 2), divergingSeeds: [8, 9]),
            .randomSequences(style: "VIPER", totals: totals(divergences: 1), divergingSeeds: [9]),
        ]
    }

    private func file(with records: [ScenarioRecord]) throws -> (TemporaryFolder, ScenarioResultsFile) {
        let folder = try TemporaryFolder("results")
        let file = ScenarioResultsFile(url: folder.url.appendingPathComponent("results.jsonl"))
        for record in records {
            try file.append(record)
        }
        return (folder, file)
    }

    @Test("appends one line per record and reads them back in order")
    func roundTrip() throws {
        let (folder, file) = try file(with: completeRun())
        defer { folder.remove() }

        #expect(try file.records() == completeRun())
        #expect(file.recordedCount() == 6)
    }

    @Test("makes the matrix: scenarios in id order, and sequences that diverged in any style counted once")
    func matrix() throws {
        let (folder, file) = try file(with: completeRun())
        defer { folder.remove() }

        let matrix = try file.matrix(styles: styles)

        #expect(matrix.rows.map(\.id) == ["T2", "T10"])
        #expect(matrix.rows[0].results == ["MVC": .fail("row 1 differs"), "VIPER": .knownIssue("waits for a fix")])
        #expect(matrix.randomSequences == totals(divergences: 2))
    }

    @Test("refuses a run that left out a style's result, naming it")
    func missingResult() throws {
        let (folder, file) = try file(with: completeRun().filter { $0 != completeRun()[3] })
        defer { folder.remove() }

        #expect(throws: ScenarioResultsError.missing(path: file.url.path, results: ["T10 in VIPER"])) {
            try file.matrix(styles: styles)
        }
    }

    @Test("refuses a result recorded twice, as from a file left by another run")
    func recordedTwice() throws {
        let (folder, file) = try file(with: completeRun() + [completeRun()[0]])
        defer { folder.remove() }

        #expect(throws: ScenarioResultsError.recordedTwice(path: file.url.path, results: ["T10 in MVC"])) {
            try file.matrix(styles: styles)
        }
    }

    @Test("refuses styles the layer table does not know")
    func unknownStyle() throws {
        let (folder, file) = try file(
            with: completeRun() + [.scenario(id: "T2", description: "Two", style: "MVP", result: .pass)])
        defer { folder.remove() }

        #expect(throws: ScenarioResultsError.unknownStyles(path: file.url.path, styles: ["MVP"])) {
            try file.matrix(styles: styles)
        }
    }

    @Test(
        "refuses random sequences run with different settings per style",
        arguments: [(sequences: 100, lifetimesEvery: UInt64(10)), (sequences: 1_000, lifetimesEvery: UInt64(1))])
    func mismatchedSettings(sequences: Int, lifetimesEvery: UInt64) throws {
        var records = completeRun()
        records[5] = .randomSequences(
            style: "VIPER", totals: totals(sequences: sequences, lifetimesEvery: lifetimesEvery), divergingSeeds: [])
        let (folder, file) = try file(with: records)
        defer { folder.remove() }

        #expect(throws: ScenarioResultsError.mismatchedRandomSettings(path: file.url.path)) {
            try file.matrix(styles: styles)
        }
    }

    @Test("says so when the tests recorded nothing at all")
    func noResults() throws {
        let folder = try TemporaryFolder("results")
        defer { folder.remove() }
        let file = ScenarioResultsFile(url: folder.url.appendingPathComponent("results.jsonl"))

        #expect(throws: ScenarioResultsError.noResults(path: file.url.path)) { try file.matrix(styles: styles) }
    }

    @Test("names the line that is not a record")
    func unreadableLine() throws {
        let (folder, file) = try file(with: [completeRun()[0]])
        defer { folder.remove() }
        let handle = try FileHandle(forWritingTo: file.url)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("{\"half\n".utf8))
        try handle.close()

        #expect {
            try file.records()
        } throws: { error in
            String(describing: error).hasPrefix("Could not read the scenario results \(file.url.path), line 2:")
        }
    }
}
