import Results

/// A count of 2^63 or more is a known counter underflow of the instrumentation: llvm-cov evaluates
/// a region's counter expression (say `a - b`) in unsigned 64 bits, so when the counters are off
/// and it goes below zero the count prints as 2^64 minus a little. Such a region never ran.
///
/// llvm-cov's summaries count it as covered (its count is not 0), so for a file with such counts
/// the summary is recomputed from the file's functions, the way llvm-cov computes it, with those
/// counts taken as 0. Files without keep llvm-cov's summary as it is.
enum CounterUnderflow {
    typealias Function = LLVMCoverageExport.Function
    typealias Region = LLVMCoverageExport.Region

    static let threshold: UInt64 = 1 << 63

    static func isUnderflow(_ count: UInt64) -> Bool { count >= threshold }

    /// Per file (as named in the export), how many region counts of its functions underflowed.
    /// Files with none are left out.
    static func underflows(in functions: [Function]) -> [String: Int] {
        var counts: [String: Int] = [:]
        for function in functions {
            let underflowed = function.regions.count { isUnderflow($0.executionCount) }
            if underflowed > 0, let file = mainFile(of: function) {
                counts[function.filenames[file], default: 0] += underflowed
            }
        }
        return counts
    }

    /// The functions whose definition is in each file (as named in the export).
    static func functionsByFile(_ functions: [Function]) -> [String: [Function]] {
        var byFile: [String: [Function]] = [:]
        for function in functions {
            if let file = mainFile(of: function) {
                byFile[function.filenames[file], default: []].append(function)
            }
        }
        return byFile
    }

    /// The summary llvm-cov gives a file, recomputed from the functions defined in it
    /// (`functionsByFile`); with `zeroingUnderflows`, counts of 2^63 or more are taken as 0 first.
    ///
    /// As llvm-cov (CoverageReport::prepareSingleFileReport): functions starting at the same place
    /// form one group (instantiations), whose lines and regions are the most any of them has and
    /// covers; the file's figures are the sums over its groups. A function's regions are its code
    /// regions; its lines are the mapped lines of its own segments (`LLVMLineCoverage`). Lines
    /// shared by two functions (a closure inside a method) thus count once in each, as in llvm-cov.
    static func summary(of functions: [Function], zeroingUnderflows: Bool) -> CoverageSummary {
        var groups: [LLVMCoverageExport.Location: CoverageSummary] = [:]
        for function in functions {
            guard let file = mainFile(of: function), let first = function.regions.first(where: { $0.fileID == file })
            else { continue }
            let regions = zeroingUnderflows ? function.regions.map(zeroingUnderflow) : function.regions
            let summary = CoverageSummary(
                lines: LLVMLineCoverage.lines(of: LLVMLineCoverage.segments(of: regions.filter { $0.fileID == file })),
                regions: CoverageCount(
                    covered: regions.count { $0.kind == .code && $0.executionCount != 0 },
                    total: regions.count { $0.kind == .code })
            )
            if let group = groups[first.start] {
                groups[first.start] = CoverageSummary(
                    lines: mostOf(group.lines, summary.lines), regions: mostOf(group.regions, summary.regions))
            } else {
                groups[first.start] = summary
            }
        }
        return groups.values.reduce(CoverageSummary(), +)
    }

    static func zeroingUnderflow(_ region: Region) -> Region {
        var region = region
        if isUnderflow(region.executionCount) { region.executionCount = 0 }
        return region
    }

    /// The file id of the function's definition: the first not expanded from a macro (llvm's
    /// findMainViewFileID); nil for a function with no such file.
    static func mainFile(of function: Function) -> Int? {
        var expanded = Set<Int>()
        for region in function.regions where region.kind == .expansion {
            expanded.insert(region.expandedFileID)
        }
        return function.filenames.indices.first { !expanded.contains($0) }
    }

    /// llvm's CoverageInfo::merge: the larger covered and the larger total, each on its own.
    private static func mostOf(_ lhs: CoverageCount, _ rhs: CoverageCount) -> CoverageCount {
        CoverageCount(covered: max(lhs.covered, rhs.covered), total: max(lhs.total, rhs.total))
    }
}
