import Testing

@testable import Measure

@Suite("Token lines")
struct TokenLineTests {
    @Test("each code token carries the line it starts on, past comments and multi-line strings")
    func lines() {
        let source = "let a = 1\n/* two\n lines */ let b = \"\"\"\n    text \\(c)\n    \"\"\"\nlet d = 2"

        let words = SwiftLexer.measure(source).tokens.compactMap { token -> String? in
            guard case .word(let word) = token.kind else { return nil }
            return "\(word)@\(token.line)"
        }

        #expect(words == ["let@1", "a@1", "1@1", "let@3", "b@3", "c@4", "let@6", "d@6", "2@6"])
    }
}
