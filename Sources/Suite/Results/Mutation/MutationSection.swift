import Catalogue
import Foundation

/// What the comparison shows of the mutation results: the tallies and survivors when mutation.json
/// was made from the sources of this commit, otherwise only that they are not measured.
package struct MutationSection: Sendable, Equatable, Codable {
    /// False when there are no results, or they were made from other sources.
    package var measured: Bool
    /// Why not, when not measured.
    package var note: String?
    package var styles: [MutationStyleResult]
    /// Mutants some test reaches and none kills, by style, in id order.
    package var survivors: [String: [MutantRecord]]
    /// Sites an equivalence rule names, left out of every tally.
    package var equivalents: [EquivalentMutant] = []
    package var settings: MutationSettings?
    package var honestyCheck: HonestyCheckResult?

    package static let notMeasuredNote = "not measured for this commit: run make mutate"

    package init(results: MutationResults) {
        measured = true
        note = nil
        styles = results.styles
        survivors = Dictionary(uniqueKeysWithValues: results.styles.map { ($0.name, results.survivors(of: $0.name)) })
        equivalents = results.equivalents
        settings = results.settings
        honestyCheck = results.honestyCheck
    }

    package init(notMeasured note: String) {
        measured = false
        self.note = note
        styles = []
        survivors = [:]
    }

    /// The section for the package at `packageRoot`, from `mutation.json` in `reports` (named
    /// `shownFolder` in messages). Results of other sources or of another version of the tool are
    /// not measured; a file that cannot be read or decoded is refused (`ResultsFileError`).
    package static func read(
        packageRoot: URL, reports: URL, table: LayerTable, shownAs shownFolder: String? = nil
    ) throws -> MutationSection {
        let file = reports.appendingPathComponent(MutationResults.fileName)
        guard FileManager.default.fileExists(atPath: file.path) else {
            return MutationSection(notMeasured: notMeasuredNote + " (no \(MutationResults.fileName) yet)")
        }
        let results: MutationResults
        do {
            results = try MutationResults.read(
                from: file, shownAs: (shownFolder ?? reports.path) + "/" + MutationResults.fileName)
        } catch let error as MutationResultsSchemaError {
            return MutationSection(
                notMeasured: notMeasuredNote + " (\(MutationResults.fileName) could not be read: \(error))")
        }
        let current = try MutationFingerprint.compute(packageRoot: packageRoot, table: table)
        guard results.fingerprint == current else { return MutationSection(notMeasured: notMeasuredNote) }
        return MutationSection(results: results)
    }
}
