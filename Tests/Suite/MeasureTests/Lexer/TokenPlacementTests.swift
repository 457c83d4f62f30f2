import Testing

@testable import Measure

/// Where the lexer's tokens lie: what the mutation site finder reads.
@Suite("Token placements")
struct TokenPlacementTests {
    @Test("each token has its byte range; a literal spans from its opening to its closing delimiter")
    func ranges() {
        let tokens = SwiftLexer.tokens(in: "a == #\"x\"# // c\n")

        #expect(
            tokens.map(\.token) == [
                .word("a"), .punctuation(UInt8(ascii: "=")), .punctuation(UInt8(ascii: "=")), .literal,
            ])
        #expect(tokens.map(\.placement.range) == [0..<1, 2..<3, 3..<4, 5..<10])
        #expect(tokens.allSatisfy { $0.placement.segment == 0 })
    }

    @Test("each interpolation is a segment of its own, nested ones too, inside its literal's range")
    func segments() {
        let source = "f(\"\\(a) and \\(b(\"\\(c)\"))\")"

        let tokens = SwiftLexer.tokens(in: source)
        let words = tokens.compactMap { token -> String? in
            guard case .word(let word) = token.token else { return nil }
            return "\(word)@\(token.placement.segment)"
        }
        let outerLiteral = tokens.first { $0.token == .literal }

        #expect(words == ["f@0", "a@1", "b@2", "c@3"])
        #expect(outerLiteral?.placement.range == 2..<(source.utf8.count - 1))
    }

    @Test("an unterminated single-line string ends at its line")
    func unterminated() {
        let tokens = SwiftLexer.tokens(in: "let s = \"open\nnext")

        #expect(tokens.map(\.placement.range) == [0..<3, 4..<5, 6..<7, 8..<13, 14..<18])
    }
}
