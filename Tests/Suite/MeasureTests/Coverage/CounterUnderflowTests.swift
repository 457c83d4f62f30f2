import Foundation
import Results
import Testing

@testable import Measure

@Suite("Counts of 2^63 or more: a counter underflow, taken as not executed")
struct CounterUnderflowTests {
    /// 2^64 - 1: what llvm-cov prints for a counter expression that came out at -1.
    static let underflow = "18446744073709551615"

    /// A full export (not -summary-only) of files with the summary llvm-cov printed, and functions.
    static func export(
        files: [(name: String, lines: (Int, Int), regions: (Int, Int))], functions: [(file: String, regions: [String])]
    ) -> Data {
        let fileEntries = files.map { file in
            """
            {"filename": "\(file.name)", "segments": [], "branches": [], "expansions": [], "mcdc_records": [],
             "summary": {"lines": {"count": \(file.lines.0), "covered": \(file.lines.1), "percent": 0},
               "regions": {"count": \(file.regions.0), "covered": \(file.regions.1), "notcovered": 0, "percent": 0}}}
            """
        }
        let functionEntries = functions.enumerated().map { index, function in
            """
            {"name": "f\(index)", "count": 1, "filenames": ["\(function.file)"], "branches": [], "mcdc_records": [],
             "regions": [\(function.regions.joined(separator: ", "))]}
            """
        }
        return Data(
            """
            {"type": "llvm.coverage.json.export", "version": "3.0.1", "data": [{"files": [\(fileEntries.joined(separator: ","))],
             "functions": [\(functionEntries.joined(separator: ","))], "totals": {}}]}
            """.utf8)
    }

    /// A method on lines 1 to 5 (run 3 times) with an `if` body on lines 2 to 4 whose count underflowed.
    /// llvm-cov summarised it as 5 of 5 lines and 2 of 2 regions covered.
    static let method = [
        "[1, 20, 5, 2, 3, 0, 0, 0]",
        "[2, 9, 4, 6, \(underflow), 0, 0, 0]",
    ]

    let reader = CoverageExportReader(packageRoot: URL(fileURLWithPath: "/pkg"))

    @Test("a region whose count underflowed, and the lines only it covers, become not covered")
    func underflowedRegion() throws {
        let json = Self.export(
            files: [("/pkg/A.swift", (5, 5), (2, 2))], functions: [("/pkg/A.swift", Self.method)])

        let files = try reader.read(json)
        let functions = try JSONDecoder().decode(LLVMCoverageExport.self, from: json).data[0].functions

        // Without the correction, the recomputation gives what llvm-cov printed.
        #expect(
            CounterUnderflow.summary(of: functions, zeroingUnderflows: false)
                == CoverageSummary(
                    lines: CoverageCount(covered: 5, total: 5), regions: CoverageCount(covered: 2, total: 2)))
        // Line 2 still ran (the method's own region covers its start); lines 3 and 4 did not.
        #expect(
            files.summaries["A.swift"]
                == CoverageSummary(
                    lines: CoverageCount(covered: 3, total: 5), regions: CoverageCount(covered: 1, total: 2)))
        #expect(files.underflowedCounts == ["A.swift": 1])
    }

    @Test("a file without such counts keeps llvm-cov's summary exactly, next to one with")
    func untouchedFile() throws {
        // B's summary is deliberately not what its regions give: it must be taken as printed.
        let json = Self.export(
            files: [("/pkg/A.swift", (5, 5), (2, 2)), ("/pkg/B.swift", (10, 7), (4, 3))],
            functions: [
                ("/pkg/A.swift", Self.method),
                ("/pkg/B.swift", ["[1, 1, 9, 2, 9223372036854775807, 0, 0, 0]"]),
            ])

        let files = try reader.read(json)

        #expect(
            files.summaries["B.swift"]
                == CoverageSummary(
                    lines: CoverageCount(covered: 7, total: 10), regions: CoverageCount(covered: 3, total: 4)))
        #expect(files.underflowedCounts == ["A.swift": 1])
    }

    @Test("counts above Int64.max decode as unsigned 64-bit numbers")
    func largeCounts() throws {
        let json = Self.export(
            files: [],
            functions: [
                (
                    "/pkg/A.swift",
                    ["[1, 1, 2, 2, \(Self.underflow), 0, 0, 0]", "[1, 3, 1, 9, 9223372036854775808, 0, 0, 0]"]
                )
            ])

        let export = try JSONDecoder().decode(LLVMCoverageExport.self, from: json)

        #expect(export.data[0].functions[0].regions.map(\.executionCount) == [UInt64.max, 1 << 63])
        #expect(CounterUnderflow.underflows(in: export.data[0].functions) == ["/pkg/A.swift": 2])
        #expect(!CounterUnderflow.isUnderflow(UInt64(Int64.max)))
    }

    @Test("recomputed without correction, a file's summary is llvm-cov's, closures counted in both functions")
    func recomputationMatchesLLVM() throws {
        // From `llvm-cov export` (LLVM 21, Swift 6.3) of this 9-line file, run once:
        //     func run(_ values: [Int], limit: Int) -> Int {
        //         let doubled = values.map { value in
        //             value > limit ? limit : value * 2
        //         }
        //         guard !doubled.isEmpty else {
        //             return 0
        //         }
        //         return doubled.reduce(0, +)
        //     }
        // It summarised 13 lines (12 covered) and 7 regions (5 covered): the closures' lines count
        // in their own functions and again in `run`.
        let json = Self.export(
            files: [("/pkg/C.swift", (13, 12), (7, 5))],
            functions: [
                (
                    "/pkg/C.swift",
                    ["[1, 46, 9, 2, 1, 0, 0, 0]", "[5, 33, 7, 6, 0, 0, 0, 0]", "[7, 6, 8, 32, 1, 0, 0, 0]"]
                ),
                (
                    "/pkg/C.swift",
                    ["[2, 30, 4, 6, 2, 0, 0, 0]", "[3, 25, 3, 30, 0, 0, 0, 0]", "[3, 33, 3, 42, 2, 0, 0, 0]"]
                ),
                ("/pkg/C.swift", ["[8, 30, 8, 31, 2, 0, 0, 0]"]),
            ])
        let export = try JSONDecoder().decode(LLVMCoverageExport.self, from: json)

        let summary = CounterUnderflow.summary(of: export.data[0].functions, zeroingUnderflows: true)

        #expect(
            summary
                == CoverageSummary(
                    lines: CoverageCount(covered: 12, total: 13), regions: CoverageCount(covered: 5, total: 7)))
    }

    @Test("functions starting at the same place count once, with the most either has and covers")
    func instantiations() {
        let regions = { (count: UInt64) in
            [LLVMCoverageExport.Region(1, 1, 3, 2, count: count), LLVMCoverageExport.Region(2, 5, 2, 9, count: 0)]
        }
        let functions = [
            LLVMCoverageExport.Function(filenames: ["/pkg/G.swift"], regions: regions(0)),
            LLVMCoverageExport.Function(filenames: ["/pkg/G.swift"], regions: regions(4)),
        ]

        let summary = CounterUnderflow.summary(of: functions, zeroingUnderflows: false)

        #expect(summary.regions == CoverageCount(covered: 1, total: 2))
        #expect(summary.lines == CoverageCount(covered: 3, total: 3))
    }

    @Test("segments and line counts follow llvm-cov")
    func segments() {
        typealias Segment = LLVMLineCoverage.Segment
        // From `llvm-cov export` of `func check(_ flag: Bool) -> Int { if flag { return 1 }; return 2 }`
        // on six lines, run with `true`: its regions, the file's segments, and 6 lines (5 covered).
        let segments = LLVMLineCoverage.segments(of: [
            .init(1, 33, 6, 2, count: 1), .init(2, 8, 2, 12, count: 1), .init(2, 13, 4, 6, count: 1),
            .init(4, 6, 5, 13, count: 0),
        ])

        let expected: [(Int, Int, UInt64, Bool, Bool)] = [
            (1, 33, 1, true, true), (2, 8, 1, true, true), (2, 12, 1, true, false), (2, 13, 1, true, true),
            (4, 6, 0, true, true), (5, 13, 1, true, false), (6, 2, 0, false, false),
        ]
        #expect(
            segments
                == expected.map {
                    Segment(
                        line: $0.0, column: $0.1, count: $0.2, hasCount: $0.3, isRegionEntry: $0.4, isGapRegion: false)
                })
        #expect(LLVMLineCoverage.lines(of: segments) == CoverageCount(covered: 5, total: 6))
    }
}
