import Foundation
import Results

/// What one llvm-cov export gives: per-file summaries keyed by path relative to the package root,
/// and per file the execution counts that underflowed (see `CounterUnderflow`).
package struct CoverageExportFiles: Sendable, Equatable {
    package var summaries: [String: CoverageSummary]
    /// Per file, the region counts of 2^63 or more taken as "not executed"; files with none are left out.
    package var underflowedCounts: [String: Int]

    package init(summaries: [String: CoverageSummary] = [:], underflowedCounts: [String: Int] = [:]) {
        self.summaries = summaries
        self.underflowedCounts = underflowedCounts
    }
}

/// Reads llvm-cov export JSON into per-file summaries keyed by path relative to the package root.
package struct CoverageExportReader: Sendable {
    /// Absolute spellings of the package root (as given, and with symlinks resolved).
    let roots: [String]

    package init(packageRoot: URL) {
        let given = packageRoot.standardizedFileURL.path
        let resolved = packageRoot.resolvingSymlinksInPath().path
        roots = Array(Set([given, resolved])).sorted { $0.count > $1.count }
    }

    /// Files outside the package root are dropped; a file listed twice keeps its first summary.
    /// A file whose functions have a count of 2^63 or more gets its summary recomputed with those
    /// counts taken as 0; every other file keeps llvm-cov's summary unchanged.
    package func read(_ json: Data) throws -> CoverageExportFiles {
        let export: LLVMCoverageExport
        do {
            export = try JSONDecoder().decode(LLVMCoverageExport.self, from: json)
        } catch let error as DecodingError {
            throw ExportFormatError(error, data: json)
        }
        let functions = export.data.flatMap(\.functions)
        let underflows = CounterUnderflow.underflows(in: functions)
        let affected = underflows.isEmpty ? [:] : CounterUnderflow.functionsByFile(functions)
        var result = CoverageExportFiles()
        for file in export.data.flatMap(\.files) {
            guard let path = relativePath(of: file.filename), result.summaries[path] == nil else { continue }
            if let underflowed = underflows[file.filename] {
                result.summaries[path] = CounterUnderflow.summary(
                    of: affected[file.filename] ?? [], zeroingUnderflows: true)
                result.underflowedCounts[path] = underflowed
            } else {
                result.summaries[path] = CoverageSummary(
                    lines: CoverageCount(covered: file.summary.lines.covered, total: file.summary.lines.count),
                    regions: CoverageCount(covered: file.summary.regions.covered, total: file.summary.regions.count)
                )
            }
        }
        return result
    }

    package func relativePath(of filename: String) -> String? {
        for root in roots {
            let prefix = root.hasSuffix("/") ? root : root + "/"
            if filename.hasPrefix(prefix) {
                return String(filename.dropFirst(prefix.count))
            }
        }
        return nil
    }
}
