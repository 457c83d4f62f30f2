import Foundation
import Results
import TestAids
import Testing

@testable import Measure

/// The random-sequence defaults are stated in the code once; the documents must say the same.
@Suite("The defaults as the documents state them")
struct StatedDefaultsTests {
    private let seed = RandomSequenceDefaults.seed
    private let steps = RandomSequenceDefaults.steps

    /// A document of the package, its whitespace runs folded to one space.
    private func document(_ path: String) throws -> String {
        let root = PackageRoot.containing()
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test("README.md states the seed, the steps, each target's number of sequences and its lifetime checks")
    func readme() throws {
        let readme = try document("README.md")

        #expect(
            readme.contains(
                "Every target uses seed \(seed) and \(steps) steps per sequence; `make test` plays "
                    + "\(RandomSequenceDefaults.testSequences) sequences per style, `make compare` "
                    + "\(RandomSequenceDefaults.reportSequences) and `make fuzz` \(RandomSequenceDefaults.fuzzSequences)."
            ))
        #expect(
            readme.contains(
                "`make test` checks every sequence, `make compare` and `make fuzz` those whose seed is a multiple of "
                    + "\(RandomSequenceDefaults.reportLifetimesEvery) (100 of compare's 1,000 per style, 1,000 of "
                    + "fuzz's 10,000)."))
    }

    @Test("Reports/README.md states them in its table")
    func reportsReadme() throws {
        let reports = try document("Reports/README.md")

        #expect(
            reports.contains(
                "| `make test` (and a plain `swift test`) | \(seed) | \(steps) | \(RandomSequenceDefaults.testSequences) "
                    + "| \(RandomSequenceDefaults.testLifetimesEvery) |"))
        #expect(
            reports.contains(
                "| `make compare` | \(seed) | \(steps) | \(RandomSequenceDefaults.reportSequences) "
                    + "| \(RandomSequenceDefaults.reportLifetimesEvery) |"))
        #expect(
            reports.contains(
                "| `make fuzz` | \(seed) | \(steps) | \(RandomSequenceDefaults.fuzzSequences) "
                    + "| \(RandomSequenceDefaults.fuzzLifetimesEvery) |"))
    }
}
