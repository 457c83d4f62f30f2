import Foundation
import Testing
import ToolTestSupport

@testable import Results

@Suite("Exercise results")
struct ExerciseResultsTests {
    private func results(commit: String, scenarioCount: Int = 11) -> ExerciseResults {
        ExerciseResults(
            commit: commit, fingerprint: "fnv1a64:0000000000000001",
            requests: [
                RequestCost(
                    id: "E1", folder: "E1-rename-task", title: "Rename a task", scenarioCount: scenarioCount,
                    solutions: [], missingStyles: [])
            ])
    }

    /// A folder holding exercises.json as measured on commit aaa1111, and that file's URL.
    private func storedResults() throws -> (TemporaryFolder, URL) {
        let folder = try TemporaryFolder("exercise-results")
        let file = folder.url.appendingPathComponent("exercises.json")
        try results(commit: "aaa1111").write(to: file)
        return (folder, file)
    }

    @Test("a run that measures what the file holds keeps the file, and the commit it names")
    func sameMeasurementsKeepTheFile() throws {
        let (folder, file) = try storedResults()
        defer { folder.remove() }
        let before = try Data(contentsOf: file)

        let stored = try results(commit: "bbb2222").record(at: file, isInHistory: { _ in true })

        #expect(stored.commit == "aaa1111")
        #expect(try Data(contentsOf: file) == before)
    }

    @Test("a run that measures something else writes the file with its own commit")
    func otherMeasurementsAreWritten() throws {
        let (folder, file) = try storedResults()
        defer { folder.remove() }

        let stored = try results(commit: "bbb2222", scenarioCount: 12).record(at: file, isInHistory: { _ in true })

        #expect(stored.commit == "bbb2222")
        #expect(try ExerciseResults.read(from: file) == results(commit: "bbb2222", scenarioCount: 12))
    }

    @Test("the same measurements made on a commit replace those made with uncommitted changes")
    func committedSourcesReplaceUncommittedOnes() throws {
        let folder = try TemporaryFolder("exercise-results")
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent("exercises.json")
        try results(commit: "aaa1111 with uncommitted changes").write(to: file)

        let stored = try results(commit: "bbb2222").record(at: file, isInHistory: { _ in true })
        let again = try results(commit: "ccc3333 with uncommitted changes").record(at: file, isInHistory: { _ in true })

        #expect(stored.commit == "bbb2222")
        #expect(again.commit == "bbb2222")
        #expect(try ExerciseResults.read(from: file).commit == "bbb2222")
    }

    @Test("the same measurements replace a file that names a commit no longer in the history")
    func resultsOfARewrittenCommitAreReplaced() throws {
        let (folder, file) = try storedResults()
        defer { folder.remove() }

        let stored = try results(commit: "bbb2222").record(at: file, isInHistory: { $0 != "aaa1111" })

        #expect(stored.commit == "bbb2222")
        #expect(try ExerciseResults.read(from: file).commit == "bbb2222")
    }

    @Test("with no file yet, the results are written")
    func missingFileIsWritten() throws {
        let folder = try TemporaryFolder("exercise-results")
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent("exercises.json")

        _ = try results(commit: "ccc3333").record(at: file, isInHistory: { _ in true })

        #expect(try ExerciseResults.read(from: file).commit == "ccc3333")
    }
}
