import Foundation

/// Reads llvm-cov export JSON into per-file summaries keyed by path relative to the package root.
public struct CoverageExportReader: Sendable {
    /// Absolute spellings of the package root (as given, and with symlinks resolved).
    let roots: [String]

    public init(packageRoot: URL) {
        let given = packageRoot.standardizedFileURL.path
        let resolved = packageRoot.resolvingSymlinksInPath().path
        roots = Array(Set([given, resolved])).sorted { $0.count > $1.count }
    }

    /// Files outside the package root are dropped; a file listed twice keeps its first summary.
    public func read(_ json: Data) throws -> [String: CoverageSummary] {
        let export = try JSONDecoder().decode(LLVMCoverageExport.self, from: json)
        var summaries: [String: CoverageSummary] = [:]
        for file in export.data.flatMap(\.files) {
            guard let path = relativePath(of: file.filename), summaries[path] == nil else { continue }
            summaries[path] = CoverageSummary(
                lines: CoverageCount(covered: file.summary.lines.covered, total: file.summary.lines.count),
                regions: CoverageCount(covered: file.summary.regions.covered, total: file.summary.regions.count)
            )
        }
        return summaries
    }

    func relativePath(of filename: String) -> String? {
        for root in roots {
            let prefix = root.hasSuffix("/") ? root : root + "/"
            if filename.hasPrefix(prefix) {
                return String(filename.dropFirst(prefix.count))
            }
        }
        return nil
    }
}
