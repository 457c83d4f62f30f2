import Foundation

/// What `make exercises` measured: each change request's solution in each style, as a change to the
/// starter (main). Written to Reports/exercises.json and only read by `make compare`, which never
/// applies a patch itself.
package struct ExerciseResults: Sendable, Equatable, Codable {
    package var schema = 1
    /// The commit the solutions were applied to, as `git rev-parse --short HEAD` printed it, followed
    /// by `uncommittedMark` when the working tree differed from it. A later run that measures the
    /// same keeps it (see `record(at:isInHistory:)`).
    package var commit: String
    /// `ExerciseFingerprint` of the solutions and request scenarios measured.
    package var fingerprint: String
    package var requests: [RequestCost]

    package init(commit: String, fingerprint: String, requests: [RequestCost]) {
        self.commit = commit
        self.fingerprint = fingerprint
        self.requests = requests
    }

    package static let fileName = "exercises.json"

    /// What `commit` ends with when the sources measured were not the commit's.
    package static let uncommittedMark = " with uncommitted changes"

    /// Whether the results were measured on the sources of a commit, with nothing changed.
    var isOnCommittedSources: Bool {
        !commit.hasSuffix(Self.uncommittedMark)
    }

    /// Writes the results as the report writes JSON (sorted keys), to a temporary file renamed into place.
    package func write(to url: URL) throws {
        try ReportEncoding.write(self, to: url)
    }

    /// Writes the results unless `url` already holds the same measurements of the same solutions; then
    /// the file stays as it is, commit and all, so that a re-run on a later commit leaves the working
    /// tree clean. The file comes to name sources anyone can check out: results measured with
    /// uncommitted changes give way to the same measured on a commit, and so do results that name a
    /// commit `isInHistory` does not know (one a rebase rewrote, say). Returns what the file holds
    /// afterwards.
    package func record(at url: URL, isInHistory: (String) -> Bool) throws -> ExerciseResults {
        if let stored = try? Self.read(from: url), stored.fingerprint == fingerprint, stored.requests == requests,
            stored.isOnCommittedSources ? isInHistory(stored.commit) : !isOnCommittedSources
        {
            return stored
        }
        try write(to: url)
        return self
    }

    /// Reads a results file; one that cannot be read or decoded is refused (`ResultsFileError`) with
    /// `shownPath` as its name.
    package static func read(from url: URL, shownAs shownPath: String? = nil) throws -> ExerciseResults {
        let file = JSONResultsFile(
            url: url, shownPath: shownPath ?? url.path, remedy: "run make exercises to write it again")
        return try file.decode(ExerciseResults.self, from: try file.contents())
    }
}

/// One change request: its folder, its title, how many scenarios checked it, and every solution.
package struct RequestCost: Sendable, Equatable, Codable {
    /// "E1".
    package var id: String
    /// "E1-rename-task", under Exercises/.
    package var folder: String
    /// The first heading of the request's README.
    package var title: String
    /// How many of the request's own scenarios every solution passed.
    package var scenarioCount: Int
    /// The shared scenarios the request changes the behaviour of, left out of its runs: its own
    /// scenarios check the new behaviour instead.
    package var replacedScenarios: [String]
    /// One per style that has a solution, in the order the styles are registered.
    package var solutions: [SolutionCost]
    /// Registered styles with no solution for this request yet.
    package var missingStyles: [String]

    package init(
        id: String, folder: String, title: String, scenarioCount: Int, replacedScenarios: [String] = [],
        solutions: [SolutionCost], missingStyles: [String]
    ) {
        self.id = id
        self.folder = folder
        self.title = title
        self.scenarioCount = scenarioCount
        self.replacedScenarios = replacedScenarios
        self.solutions = solutions
        self.missingStyles = missingStyles
    }
}
