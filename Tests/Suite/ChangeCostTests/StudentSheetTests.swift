import Foundation
import Results
import TestAids
import Testing

/// Exercises/STUDENTS.md gives each request's size as ranges over the ten reference solutions; this
/// keeps every figure of its table equal to Reports/exercises.json, as COST.md's tables are kept.
@Suite("Exercises STUDENTS.md")
struct StudentSheetTests {
    @Test("the sheet's table of sizes gives each request's ranges as Reports/exercises.json measured them")
    func sizesQuoteTheResults() throws {
        let root = PackageRoot.containing()
        let results = try ExerciseResults.read(from: root.appendingPathComponent("Reports/exercises.json"))
        let sheet = try String(contentsOf: root.appendingPathComponent("Exercises/STUDENTS.md"), encoding: .utf8)
        let rows = sheet.split(separator: "\n").filter { $0.hasPrefix("| E") }.map { line in
            line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        }

        #expect(Set(rows.map { $0[0] }) == Set(results.requests.map(\.id)))
        for request in results.requests {
            let row = try #require(rows.first { $0[0] == request.id })
            let solutions = request.solutions
            #expect(
                Array(row[1...3])
                    == [
                        Self.range(solutions.map(\.filesTouched))
                            + Self.aside(solutions.map(\.filesAdded), "new", when: { $0.max() ?? 0 > 0 }),
                        Self.range(solutions.map(\.codeAdded)) + Self.removed(solutions, \.codeAdded, \.codeRemoved),
                        Self.range(solutions.map(\.testCodeAdded))
                            + Self.removed(solutions, \.testCodeAdded, \.testCodeRemoved),
                    ], "\(request.id): update STUDENTS.md's table, and any words that cite it")
        }
    }

    private static func range(_ values: [Int]) -> String {
        "\(values.min() ?? 0) to \(values.max() ?? 0)"
    }

    private static func aside(_ values: [Int], _ what: String, when shown: ([Int]) -> Bool) -> String {
        shown(values) ? " (\(range(values)) \(what))" : ""
    }

    /// The lines removed, where a request removes more than it adds (E4 takes the sheet's guard away).
    private static func removed(
        _ solutions: [SolutionCost], _ added: KeyPath<SolutionCost, Int>, _ removed: KeyPath<SolutionCost, Int>
    ) -> String {
        let removals = solutions.map { $0[keyPath: removed] }
        return aside(removals, "removed", when: { $0.max() ?? 0 > solutions.map { $0[keyPath: added] }.max() ?? 0 })
    }
}
