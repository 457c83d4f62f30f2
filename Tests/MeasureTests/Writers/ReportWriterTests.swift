import Foundation
import Testing

@testable import Measure

@Suite("Writing the report files")
struct ReportWriterTests {
    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("writes the four files and leaves no temporary files behind")
    func writesFiles() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }

        try ReportWriter(directory: directory).write(
            try ReportFixtures.report(), environment: ReportFixtures.environment)

        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(names == ReportWriter.fileNames.sorted())
    }

    @Test("fails with the path when the folder cannot be written, leaving nothing")
    func failsClearly() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let blocked = directory.appendingPathComponent("Reports")
        #expect(FileManager.default.createFile(atPath: blocked.path, contents: Data()))

        #expect {
            try ReportWriter(directory: blocked).write(
                try ReportFixtures.report(), environment: ReportFixtures.environment)
        } throws: { error in
            String(describing: error).contains(blocked.path)
        }
    }

    @Test("writes comparison.json with sorted keys, the schema fields and nothing from the environment")
    func json() throws {
        let data = try ReportEncoding.json(try ReportFixtures.report())
        let text = String(decoding: data, as: UTF8.self)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])

        #expect(
            Set(object.keys) == [
                "schema", "styles", "shared", "coverageRuns", "scenarios", "knownIssues", "randomSequences",
            ])
        #expect(text.contains("\"blank\" : 0,\n") || text.contains("\"blank\" :"))
        #expect(!text.contains("generatedAt"))
        #expect(try JSONDecoder().decode(ComparisonReport.self, from: data) == ReportFixtures.report())
    }

    @Test("renders identical bytes for identical figures")
    func deterministic() throws {
        let first = try ReportWriter.render(try ReportFixtures.report(), environment: ReportFixtures.environment)
        let second = try ReportWriter.render(try ReportFixtures.report(), environment: ReportFixtures.environment)

        #expect(first.map(\.1) == second.map(\.1))
    }
}
