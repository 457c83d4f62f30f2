import Foundation
import Results
import ToolTestSupport

@testable import Measure

enum MutationFixtures {
    /// A fresh folder holding the given files (path: contents).
    static func folder(_ files: [String: String]) throws -> URL {
        try TemporaryFolder.make(files, prefix: "mutation")
    }

    static func record(
        _ id: Int, file: String = "Sources/Styles/MVC/Todo/TodoListViewController.swift", layer: String = "Controller",
        _ unit: MutantVerdict, viewFree: MutantVerdict = .notReached, _ scenarios: MutantVerdict,
        operator kind: MutationOperator = .relational
    ) -> MutantRecord {
        MutantRecord(
            id: id, file: file, line: 10 + id, column: 5, layer: layer, operator: kind, before: "count > 0",
            after: "count >= 0", unit: unit, viewFreeUnit: viewFree, scenarios: scenarios)
    }

    static func results(fingerprint: String) -> MutationResults {
        let mutants = [
            record(1, .killed, viewFree: .killed, .notRun), record(2, .survived, viewFree: .survived, .killed),
            record(3, .survived, .survived),
            record(4, file: "Sources/Styles/MVC/Todo/TodoCell.swift", layer: "View", .notReached, .notReached),
            record(5, .killed, .notRun, operator: .stringEmptied),
        ]
        return MutationResults(
            fingerprint: fingerprint,
            settings: MutationSettings(
                timeoutMultiple: 10, timeoutFloorSeconds: 3, operators: MutationOperator.allCases),
            styles: [MutationStyleResult(style: .mvc, mutants: mutants, excluded: 2)], mutants: mutants, excluded: [],
            equivalents: [
                EquivalentMutant(
                    file: "Sources/Styles/MVC/Todo/TodoListViewController.swift", line: 40, column: 50,
                    layer: "Controller",
                    operator: .booleanLiteral, before: "true", after: "false", rule: .animationFlag)
            ])
    }
}
