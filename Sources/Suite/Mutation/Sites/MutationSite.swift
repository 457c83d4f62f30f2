import Measure
import Results

/// A place in a file where one mutant can be made, and how.
struct MutationSite: Equatable {
    enum Form: Equatable {
        /// An expression replaced by `mutated`, written in terms of the original's bytes.
        case expression(mutated: String)
        /// A call statement skipped: `if !switch { statement }`.
        case guardedStatement
        /// A call statement that is the only one in its braces (and may be their value): it becomes the
        /// empty value, `prefix switch ? () : call`, with `try`/`await` (`prefixLength` bytes) kept in front.
        case valueStatement(prefixLength: Int)
    }

    let `operator`: MutationOperator
    /// The bytes of the expression or statement the mutant replaces.
    let range: Range<Int>
    /// The byte the mutant is reported at (the operator, the literal, the statement's start).
    let anchor: Int
    let form: Form
    /// The code before and after, as reported.
    let before: String
    let after: String
    /// For a call statement: the closure's anonymous arguments it uses (`$0`), which a plain edit must
    /// still mention, or the closure would take fewer arguments.
    var anonymousArguments: [String] = []
    /// The rule that makes this mutant equivalent, if one does: it is then listed, not run.
    var equivalence: EquivalenceRule?
    /// Whether the site lies in an initialiser that runs once per process (a static or global
    /// variable's), so that the reach log credits only the first test to use it.
    var oncePerProcess = false
    /// For a skipped call statement: whether deleting it would leave nothing where Swift needs a
    /// statement: beside a `;` (an empty statement) or as a `case`'s only statement (an empty case).
    var needsEmptyValue = false

    /// Sites that cover the same bytes nest in this order: the lower wraps the higher.
    var nestingRank: Int {
        switch self.operator {
        case .callRemoved: 0
        case .negatedCondition: 1
        case .logical: 2
        case .equality, .relational: 3
        case .integerLiteral, .booleanLiteral, .stringEmptied: 4
        }
    }

    /// The plain source edit that makes this mutant without any switch (for the honesty check).
    /// A skipped statement is deleted, not replaced by `()`: in a result builder (a SwiftUI body)
    /// `()` would be one more element, and not a view.
    var plainReplacement: String {
        let argumentUses = anonymousArguments.map { "_ = \($0); " }.joined()
        switch form {
        case .expression(let mutated): return "(" + mutated + ")"
        case .valueStatement: return argumentUses + "()"
        case .guardedStatement: return argumentUses + (needsEmptyValue ? "()" : "")
        }
    }
}
