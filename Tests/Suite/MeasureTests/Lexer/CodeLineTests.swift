import Testing

@testable import Measure

/// Rule 2: any non-whitespace outside comments makes a line code.
@Suite("Lines with code outside comments are code")
struct CodeLineTests {
    static let cases: [LexerCase] = [
        LexerCase("plain statement", "let x = 1", [.code]),
        LexerCase("code with a trailing line comment", "let x = 1 // one", [.code]),
        LexerCase("code with a trailing block comment", "let x = 1 /* one */", [.code]),
        LexerCase("block comment before code", "/* one */ let x = 1", [.code]),
        LexerCase("block comment closed before code", "/* one\n two */ let x = 1", [.comment, .code]),
        LexerCase("nested block comment closed before code", "/* a /* b */\n c */ x", [.comment, .code]),
        LexerCase("a lone brace", "}", [.code]),
        LexerCase("division is not a comment", "let x = a / b", [.code]),
        LexerCase("operator ending in slash then comment", "let x = a /// b", [.code]),
        LexerCase("compiler directive", "#if DEBUG", [.code]),
        LexerCase("carriage returns are whitespace", "let x = 1\r\n\r\n", [.code, .blank]),
        LexerCase("non-ASCII name", "let café = 1", [.code]),
        LexerCase("no-break space between tokens", "let\u{A0}x\u{A0}= 1", [.code]),
    ]

    @Test("classifies each line", arguments: cases)
    func classifies(_ testCase: LexerCase) {
        let kinds = SwiftLexer.measure(testCase.source).lineKinds

        #expect(kinds == testCase.expected)
    }
}
