/// The changes `make mutate` makes to the styles' code, one kind of fault each.
package enum MutationOperator: String, Sendable, Codable, CaseIterable, Comparable {
    /// `==` and `!=` swapped.
    case equality
    /// `<`, `<=`, `>`, `>=` moved across their boundary (`<` becomes `<=`).
    case relational
    /// `&&` and `||` swapped.
    case logical
    /// `true` and `false` swapped.
    case booleanLiteral = "boolean literal"
    /// The condition of an `if`, `guard` or `while` (each clause of a list) negated.
    case negatedCondition = "negated condition"
    /// An integer literal one more, or one less.
    case integerLiteral = "integer literal"
    /// A call statement whose result is unused, removed.
    case callRemoved = "call removed"
    /// A string literal emptied. Reported apart: the scenarios compare exact strings, so these are
    /// mostly a measure of how many strings the scenarios read.
    case stringEmptied = "string emptied"

    package var isString: Bool { self == .stringEmptied }

    package static func < (lhs: MutationOperator, rhs: MutationOperator) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}
