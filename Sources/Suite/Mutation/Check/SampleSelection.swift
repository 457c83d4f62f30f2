import Catalogue
import Measure
import Results

/// Picks the mutants the honesty check re-applies: in each style, one of each kind of verdict that
/// the style has, chosen by a hash of the results' fingerprint (the same results give the same sample).
/// Mutants that timed out are never picked: their verdict depends on the machine's load.
enum SampleSelection {
    struct Sample: Equatable {
        let record: MutantRecord
        let style: String
        let category: String
    }

    static let categories: [(name: String, matches: @Sendable (MutantRecord) -> Bool)] = [
        ("killed by unit tests", { $0.unit == .killed || $0.unit == .crashed }),
        ("killed only by scenarios", { !$0.unit.isKill && ($0.scenarios == .killed || $0.scenarios == .crashed) }),
        ("survivor", { $0.unit == .survived && !$0.scenarios.isKill }),
        ("not reached by unit tests", { $0.unit == .notReached }),
    ]

    /// Samples grouped by style, each style's in category order.
    static func pick(from results: MutationResults) -> [String: [Sample]] {
        var picked: [String: [Sample]] = [:]
        for style in results.styles.map(\.name) {
            let folder = "\(StyleCatalogue.stylesFolder)/\(style)/"
            let own = results.mutants.filter {
                $0.file.hasPrefix(folder) && $0.unit != .timedOut && $0.scenarios != .timedOut
            }
            var chosen: Set<Int> = []
            for category in categories {
                let candidates = own.filter { category.matches($0) && !chosen.contains($0.id) }
                guard !candidates.isEmpty else { continue }
                var hash = FNV1a64()
                hash.add(Array("\(results.fingerprint) \(style) \(category.name)".utf8))
                let record = candidates[Int(hash.value % UInt64(candidates.count))]
                chosen.insert(record.id)
                picked[style, default: []].append(Sample(record: record, style: style, category: category.name))
            }
        }
        return picked
    }
}
