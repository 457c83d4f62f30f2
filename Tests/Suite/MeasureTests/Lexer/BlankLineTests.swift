import Results
import Testing

@testable import Measure

/// Rule 4, and how lines are split.
@Suite("Blank lines and line splitting")
struct BlankLineTests {
    static let cases: [LexerCase] = [
        LexerCase("empty file has no lines", "", []),
        LexerCase("a newline alone is one blank line", "\n", [.blank]),
        LexerCase("whitespace only", "  \t ", [.blank]),
        LexerCase("no-break spaces only", "\u{A0}\u{A0}\n \u{A0}\t", [.blank, .blank]),
        LexerCase("byte-order mark before a blank line", "\u{FEFF}\n", [.blank]),
        LexerCase("byte-order mark before a comment", "\u{FEFF}// c\nx", [.comment, .code]),
        LexerCase("final newline adds no line", "x\n", [.code]),
        LexerCase("final line without newline counts", "x\n\ny", [.code, .blank, .code]),
        LexerCase("blank line after a closed block comment", "/* a */\n\n", [.comment, .blank]),
        LexerCase("blank line after a closed multi-line string", "\"\"\"\n\"\"\"\n\n", [.code, .code, .blank]),
    ]

    @Test("classifies each line", arguments: cases)
    func classifies(_ testCase: LexerCase) {
        let kinds = SwiftLexer.measure(testCase.source).lineKinds

        #expect(kinds == testCase.expected)
    }

    @Test("sums line kinds into counts")
    func sumsCounts() {
        let source = "// c\nlet x = 1\n\n/* d\n*/\n"

        let counts = SwiftLexer.measure(source).lines

        #expect(counts == LineCounts(code: 1, comment: 3, blank: 1))
    }
}
