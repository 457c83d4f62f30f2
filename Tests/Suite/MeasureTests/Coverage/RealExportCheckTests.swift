import Foundation
import Results
import Testing

@testable import Measure

/// Checks the recomputation against real exports, for instance after a toolchain update:
///
///     COVERAGE_EXPORTS=.build/coverage/scenarios.json:.build/coverage/all.json \
///         swift test --enable-code-coverage -Xswiftc -warnings-as-errors --filter RealExportCheckTests
///
/// (`make compare` leaves one full export per kind there.) Skipped when the variable is not set.
@Suite("Recomputed summaries equal llvm-cov's on real exports")
struct RealExportCheckTests {
    static let exports: [String] =
        (ProcessInfo.processInfo.environment["COVERAGE_EXPORTS"] ?? "").split(separator: ":").map(String.init)

    /// A file's segments as the export lists them: `[line, col, count, hasCount, isRegionEntry, isGapRegion]`.
    struct FileSegments: Decodable {
        let data: [Export]
        struct Export: Decodable { let files: [File] }
        struct File: Decodable {
            let filename: String
            let segments: [Segment]
        }
        struct Segment: Decodable {
            let value: LLVMLineCoverage.Segment
            init(from decoder: any Decoder) throws {
                var fields = try decoder.unkeyedContainer()
                value = LLVMLineCoverage.Segment(
                    line: try fields.decode(Int.self), column: try fields.decode(Int.self),
                    count: try fields.decode(UInt64.self), hasCount: try fields.decode(Bool.self),
                    isRegionEntry: try fields.decode(Bool.self), isGapRegion: try fields.decode(Bool.self))
            }
        }
    }

    @Test(
        "every file: lines and regions as llvm-cov summarised them; one-function files: the same segments",
        .enabled(if: !exports.isEmpty, "set COVERAGE_EXPORTS to full llvm-cov exports"),
        arguments: exports)
    func matches(path: String) throws {
        let json = try Data(contentsOf: URL(fileURLWithPath: path))
        let export = try JSONDecoder().decode(LLVMCoverageExport.self, from: json)
        let segments = try JSONDecoder().decode(FileSegments.self, from: json)
        let byFile = CounterUnderflow.functionsByFile(export.data.flatMap(\.functions))
        let files = export.data.flatMap(\.files)
        var comparedSegments = 0

        for (file, fileSegments) in zip(files, segments.data.flatMap(\.files)) {
            let functions = byFile[file.filename] ?? []
            let recomputed = CounterUnderflow.summary(of: functions, zeroingUnderflows: false)
            let printed = CoverageSummary(
                lines: CoverageCount(covered: file.summary.lines.covered, total: file.summary.lines.count),
                regions: CoverageCount(covered: file.summary.regions.covered, total: file.summary.regions.count))
            #expect(recomputed == printed, "\(file.filename)")
            if functions.count == 1, let only = functions.first, CounterUnderflow.mainFile(of: only) == 0 {
                #expect(
                    LLVMLineCoverage.segments(of: only.regions.filter { $0.fileID == 0 })
                        == fileSegments.segments.map(\.value), "\(file.filename)")
                comparedSegments += 1
            }
        }
        print("\(path): \(files.count) files, \(comparedSegments) compared segment by segment")
        #expect(!files.isEmpty)
    }
}
