import Foundation
import Testing

@testable import Measure

@Suite("The compare command line")
struct CompareCommandTests {
    @Test("parses loc with its files")
    func parsesLoc() throws {
        #expect(try CompareCommand.parse(["loc", "a.swift", "b.swift"]) == .loc(paths: ["a.swift", "b.swift"]))
    }

    @Test("parses report options over the defaults")
    func parsesReport() throws {
        var expected = ReportOptions()
        expected.seed = 42
        expected.output = "out"
        expected.buildSeconds = 1.5

        #expect(
            try CompareCommand.parse(["report", "--seed", "42", "--output", "out", "--build-seconds", "1.5"])
                == .report(expected))
    }

    @Test(
        "rejects mistakes with a message",
        arguments: [
            (["loc"], "loc needs at least one file"),
            (["report", "--seed"], "option --seed needs a value"),
            (["report", "--seed", "x"], "option --seed needs a number, not 'x'"),
            (["report", "--colour", "red"], "unknown option '--colour'"),
            (["frobnicate"], "unknown command 'frobnicate'"),
            ([], "missing command"),
        ])
    func rejects(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try CompareCommand.parse(arguments) }
    }
}

@Suite("compare loc")
struct LocCommandTests {
    @Test("prints the counts of each file as JSON, paths as given")
    func countsFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("loc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("// c\nlet x = 1\n\n".utf8).write(to: directory.appendingPathComponent("A.swift"))

        let output = LocCommand.run(paths: ["A.swift"], relativeTo: directory)

        #expect(output.status == 0)
        let files = try JSONDecoder().decode([FileLines].self, from: Data(output.standardOutput.utf8))
        #expect(files == [FileLines(path: "A.swift", lines: LineCounts(code: 1, comment: 1, blank: 1))])
    }

    @Test("names a missing file on standard error and fails")
    func missingFile() {
        let output = LocCommand.run(paths: ["Nope.swift"], relativeTo: FileManager.default.temporaryDirectory)

        #expect(output.status != 0)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError.contains("Cannot read Nope.swift"))
    }
}

@Suite("compare fuzz")
struct FuzzCommandTests {
    @Test("prints the totals and succeeds when nothing diverged")
    func passes() {
        let outcome = RandomSequenceOutcome(
            totals: RandomSequenceTotals(seed: 1, sequences: 10, steps: 300, divergences: 0), failures: [])

        let output = FuzzCommand.run(outcome)

        #expect(output.status == 0)
        #expect(output.standardOutput == "Random sequences: seed 1, 10 sequences, 300 steps, 0 divergences\n")
    }

    @Test("fails and shows each failure's message")
    func fails() {
        let outcome = RandomSequenceOutcome(
            totals: RandomSequenceTotals(seed: 1, sequences: 10, steps: 300, divergences: 1),
            failures: ["VIPER, seed 1: add, done"])

        let output = FuzzCommand.run(outcome)

        #expect(output.status == 1)
        #expect(output.standardError.contains("VIPER, seed 1: add, done"))
    }

    @Test("parses its options with defaults")
    func parses() throws {
        #expect(try CompareCommand.parse(["fuzz", "--count", "5"]) == .fuzz(seed: 1, count: 5, steps: 30))
    }
}
