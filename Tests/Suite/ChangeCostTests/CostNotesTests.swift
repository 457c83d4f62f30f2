import Foundation
import Measure
import Results
import TestAids
import Testing

/// Each request's COST.md quotes the measured figures in a table; this keeps the table equal to
/// Reports/exercises.json, so that a re-measure that changes a figure also asks for the words around it.
@Suite("Exercises COST.md")
struct CostNotesTests {
    static let root = PackageRoot.containing()

    @Test("every request's COST.md table has one row per solution with the figures of Reports/exercises.json")
    func tablesQuoteTheResults() throws {
        let results = try ExerciseResults.read(from: Self.root.appendingPathComponent("Reports/exercises.json"))

        for request in results.requests {
            let path = "Exercises/\(request.folder)/COST.md"
            let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
            let rows = text.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| Style ") }
                .map(String.init)
            #expect(
                rows == request.solutions.map(Self.row),
                "\(path) quotes other figures than Reports/exercises.json: update its table and the words that cite it")
        }
    }

    /// The row as COST.md writes it.
    static func row(_ cost: SolutionCost) -> String {
        let layers = cost.layers.map { "\($0.layer) \($0.codeAdded) / \($0.codeRemoved)" }.joined(separator: ", ")
        return "| \(cost.style) | \(cost.filesTouched) | \(cost.filesAdded) | \(cost.codeAdded) / \(cost.codeRemoved) "
            + "| \(cost.typesAdded) | \(layers) | \(cost.testFilesTouched) | \(cost.testCodeAdded) |"
    }
}
