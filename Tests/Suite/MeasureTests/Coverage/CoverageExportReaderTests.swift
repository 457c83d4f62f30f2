import Foundation
import Results
import Testing

@testable import Measure

@Suite("Reading llvm-cov export summaries")
struct CoverageExportReaderTests {
    static func export(_ files: [(name: String, lines: (Int, Int), regions: (Int, Int))]) -> Data {
        let entries = files.map { file in
            """
            {"filename": "\(file.name)", "summary": {
              "lines": {"count": \(file.lines.0), "covered": \(file.lines.1), "percent": 0},
              "regions": {"count": \(file.regions.0), "covered": \(file.regions.1), "notcovered": 0, "percent": 0},
              "functions": {"count": 1, "covered": 1, "percent": 100}}}
            """
        }
        return Data(
            #"{"type": "llvm.coverage.json.export", "version": "3.0.1", "data": [{"files": [\#(entries.joined(separator: ","))], "totals": {}}]}"#
                .utf8)
    }

    @Test("keys each file by its path relative to the package root")
    func relativePaths() throws {
        let reader = CoverageExportReader(packageRoot: URL(fileURLWithPath: "/pkg"))
        let json = Self.export([("/pkg/Sources/Styles/MVC/Todo/TodoCell.swift", (10, 7), (4, 3))])

        let summaries = try reader.read(json).summaries

        #expect(
            summaries == [
                "Sources/Styles/MVC/Todo/TodoCell.swift": CoverageSummary(
                    lines: CoverageCount(covered: 7, total: 10), regions: CoverageCount(covered: 3, total: 4))
            ])
    }

    @Test(
        "output that is not llvm-cov's JSON is told in words: what was expected and what came",
        arguments: [
            (
                output: "error: no profile data\nsee --help",
                message: "llvm-cov's export JSON was expected, but the output is not JSON; it begins "
                    + "\"error: no profile data\\nsee --help\""
            ),
            (
                output: "",
                message:
                    "llvm-cov's export JSON was expected, but the output is not JSON; it begins with nothing (it is empty)"
            ),
            (
                output: #"{"type": "other"}"#,
                message: #"llvm-cov's export JSON was expected, but the field "data" is missing"#
            ),
        ])
    func notAnExport(output: String, message: String) {
        let reader = CoverageExportReader(packageRoot: URL(fileURLWithPath: "/pkg"))

        #expect {
            try reader.read(Data(output.utf8))
        } throws: { error in
            String(describing: error) == message && !String(describing: error).contains("DecodingError")
        }
    }

    @Test("drops files outside the package root, and a root that is only a name prefix")
    func dropsOutsiders() throws {
        let reader = CoverageExportReader(packageRoot: URL(fileURLWithPath: "/pkg"))
        let json = Self.export([("/other/A.swift", (1, 1), (1, 1)), ("/pkg2/B.swift", (1, 1), (1, 1))])

        #expect(try reader.read(json) == CoverageExportFiles())
    }

    @Test("keeps the first summary of a file listed twice")
    func firstWins() throws {
        let reader = CoverageExportReader(packageRoot: URL(fileURLWithPath: "/pkg"))
        let json = Self.export([("/pkg/A.swift", (2, 1), (2, 1)), ("/pkg/A.swift", (9, 9), (9, 9))])

        #expect(try reader.read(json).summaries["A.swift"]?.lines == CoverageCount(covered: 1, total: 2))
    }

    @Test("rejects JSON that is not an export")
    func rejectsOtherJSON() {
        let reader = CoverageExportReader(packageRoot: URL(fileURLWithPath: "/pkg"))

        #expect(throws: (any Error).self) { try reader.read(Data(#"{"data": 1}"#.utf8)) }
    }

    @Test("adds summaries and computes percentages, none when nothing is executable")
    func arithmetic() {
        let sum =
            CoverageSummary(lines: CoverageCount(covered: 1, total: 4))
            + CoverageSummary(lines: CoverageCount(covered: 2, total: 4))

        #expect(sum.lines == CoverageCount(covered: 3, total: 8))
        #expect(sum.lines.percent == 37.5)
        #expect(sum.regions.percent == nil)
    }
}
