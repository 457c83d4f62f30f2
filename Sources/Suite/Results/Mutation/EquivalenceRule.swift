/// A kind of mutant that cannot change anything the platform lets a test observe, named and left
/// out of the scores instead of being counted as a survivor. Each rule says why; the list is short
/// on purpose, and a mutant it does not name is run like any other.
package enum EquivalenceRule: String, Sendable, Codable, CaseIterable, Comparable {
    /// `animated: true` flipped.
    case animationFlag = "animation flag"
    /// `completion(true)` flipped in a swipe action's handler.
    case swipeCompletionValue = "swipe completion value"

    /// Why no test can tell the mutant from the original, for the report.
    package var reason: String {
        switch self {
        case .animationFlag:
            "HeadlessUI has no animations: every transition completes at once, so `animated:` changes nothing a "
                + "test can see (on a device it changes only how the change looks)"
        case .swipeCompletionValue:
            "a swipe action's completion closes the row whether it says the action was done or not, in UIKit as in "
                + "HeadlessUI; removing the call is not equivalent and is run"
        }
    }

    package static func < (lhs: EquivalenceRule, rhs: EquivalenceRule) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}

/// A mutation site one of the rules names: listed, never built or run.
package struct EquivalentMutant: Sendable, Equatable, Codable {
    package var file: String
    package var line: Int
    package var column: Int
    package var layer: String
    package var `operator`: MutationOperator
    package var before: String
    package var after: String
    package var rule: EquivalenceRule

    package init(
        file: String, line: Int, column: Int, layer: String, operator: MutationOperator, before: String,
        after: String, rule: EquivalenceRule
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.layer = layer
        self.operator = `operator`
        self.before = before
        self.after = after
        self.rule = rule
    }
}
