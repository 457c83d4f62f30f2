import Foundation

/// What the comparison shows of the exercise results: the costs when Reports/exercises.json was
/// measured from the solutions and scenarios now in Exercises/, otherwise only why not.
package struct ExerciseSection: Sendable, Equatable, Codable {
    /// Nil when not measured, or measured from other solutions.
    package var results: ExerciseResults?
    /// Why there are no results to show.
    package var note: String?

    package static let notMeasuredNote = "not measured for these solutions: run make exercises"

    package init(results: ExerciseResults) {
        self.results = results
        note = nil
    }

    package init(notMeasured note: String) {
        results = nil
        self.note = note
    }

    /// The section for the package at `packageRoot`, from `exercises.json` in `reports` (named
    /// `shownFolder` in messages). Results of other solutions are not measured; a file that cannot be
    /// read or decoded is refused (`ResultsFileError`).
    package static func read(packageRoot: URL, reports: URL, shownAs shownFolder: String? = nil) throws
        -> ExerciseSection
    {
        let file = reports.appendingPathComponent(ExerciseResults.fileName)
        guard FileManager.default.fileExists(atPath: file.path) else {
            return ExerciseSection(notMeasured: notMeasuredNote + " (no \(ExerciseResults.fileName) yet)")
        }
        let results = try ExerciseResults.read(
            from: file, shownAs: (shownFolder ?? reports.path) + "/" + ExerciseResults.fileName)
        guard results.fingerprint == (try ExerciseFingerprint.compute(packageRoot: packageRoot)) else {
            return ExerciseSection(notMeasured: notMeasuredNote + " (they changed since it was measured)")
        }
        return ExerciseSection(results: results)
    }
}
