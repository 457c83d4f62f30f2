import Results
import Testing

@testable import Measure

/// A source snippet and the line kinds it should get, for parameterised lexer tests.
struct LexerCase: CustomTestStringConvertible, Sendable {
    let name: String
    let source: String
    let expected: [LineKind]

    init(_ name: String, _ source: String, _ expected: [LineKind]) {
        self.name = name
        self.source = source
        self.expected = expected
    }

    var testDescription: String { name }
}
