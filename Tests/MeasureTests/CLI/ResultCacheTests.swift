import Foundation
import Testing

@testable import Measure

@Suite("Reusing the results of an unchanged run")
struct ResultCacheTests {
    private func temporaryFile(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
    }

    @Test("gives back the matrix and coverage saved under the same fingerprint")
    func roundTrip() throws {
        let file = temporaryFile("cache")
        defer { try? FileManager.default.removeItem(at: file) }
        let cache = ResultCache(fingerprint: "f1", matrix: ReportFixtures.matrix, coverage: ReportFixtures.coverage)

        try cache.save(to: file)
        let loaded = try #require(ResultCache.load(from: file, matching: "f1"))

        #expect(loaded.matrix == ReportFixtures.matrix)
        #expect(loaded.coverageResult == ReportFixtures.coverage)
    }

    @Test("ignores a cache saved under another fingerprint, or a missing one")
    func stale() throws {
        let file = temporaryFile("cache")
        defer { try? FileManager.default.removeItem(at: file) }
        try ResultCache(fingerprint: "old", matrix: ReportFixtures.matrix, coverage: ReportFixtures.coverage)
            .save(to: file)

        #expect(ResultCache.load(from: file, matching: "new") == nil)
        #expect(ResultCache.load(from: temporaryFile("absent"), matching: "new") == nil)
    }

    @Test("changes the fingerprint when a binary changes or the options do")
    func fingerprint() throws {
        let binary = temporaryFile("binary")
        defer { try? FileManager.default.removeItem(at: binary) }
        try Data("one".utf8).write(to: binary)
        let options = ReportOptions()
        let first = try RunFingerprint.make(binaries: [binary], options: options, testTargets: ["A"])

        try Data("three".utf8).write(to: binary)
        var otherSeed = options
        otherSeed.seed += 1

        #expect(try RunFingerprint.make(binaries: [binary], options: options, testTargets: ["A"]) != first)
        #expect(
            try RunFingerprint.make(binaries: [binary], options: otherSeed, testTargets: ["A"])
                != RunFingerprint.make(binaries: [binary], options: options, testTargets: ["A"]))
    }

    @Test("parses --fresh among the report options")
    func freshOption() throws {
        #expect(try ReportOptions(arguments: ["--fresh", "--seed", "3"]).fresh)
        #expect(try !ReportOptions(arguments: []).fresh)
    }
}
