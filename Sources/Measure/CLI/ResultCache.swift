import Foundation

/// The results of the last complete run (scenario matrix and coverage), reused when the binaries
/// and options have not changed, so a repeated `make compare` does not run every test again.
struct ResultCache: Codable {
    var fingerprint: String
    var matrix: ScenarioMatrix
    var coverage: [String: [String: CoverageSummary]]
    var runs: CoverageRuns

    init(fingerprint: String, matrix: ScenarioMatrix, coverage: CoverageResult) {
        self.fingerprint = fingerprint
        self.matrix = matrix
        self.coverage = Dictionary(uniqueKeysWithValues: coverage.summaries.map { ($0.key.rawValue, $0.value) })
        runs = coverage.runs
    }

    var coverageResult: CoverageResult {
        let summaries = coverage.compactMap { key, files in TestKind(rawValue: key).map { ($0, files) } }
        return CoverageResult(summaries: Dictionary(uniqueKeysWithValues: summaries), runs: runs)
    }

    /// The cache at `url` if it matches `fingerprint`; nil when absent, unreadable or stale.
    static func load(from url: URL, matching fingerprint: String) -> ResultCache? {
        guard let data = try? Data(contentsOf: url),
            let cache = try? JSONDecoder().decode(ResultCache.self, from: data),
            cache.fingerprint == fingerprint
        else { return nil }
        return cache
    }

    func save(to url: URL) throws {
        try JSONEncoder().encode(self).write(to: url, options: .atomic)
    }
}
