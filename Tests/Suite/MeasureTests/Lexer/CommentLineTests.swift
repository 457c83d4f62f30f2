import Testing

@testable import Measure

/// Rule 3: comment text, or any line inside a block comment, is comment.
@Suite("Comment lines")
struct CommentLineTests {
    static let cases: [LexerCase] = [
        LexerCase("line comment", "// note", [.comment]),
        LexerCase("empty line comment", "//", [.comment]),
        LexerCase("doc line comment", "/// Does things.", [.comment]),
        LexerCase("indented comment", "    // note", [.comment]),
        LexerCase("comment indented with no-break spaces", "\u{A0}\u{A0}// note", [.comment]),
        LexerCase("doc block comment", "/**\n Does things.\n */", [.comment, .comment, .comment]),
        LexerCase("blank line inside a block comment", "/*\n\n*/", [.comment, .comment, .comment]),
        LexerCase("nested block comments", "/* a /* b */\n still\n*/\nx", [.comment, .comment, .comment, .code]),
        LexerCase("quote inside a comment does not open a string", "// \"\nlet x = 1\n", [.comment, .code]),
        LexerCase("raw-string opener inside a comment", "/* #\" */\n// ok\n", [.comment, .comment]),
        LexerCase("triple quote inside a block comment", "/* \"\"\"\n*/\n\n", [.comment, .comment, .blank]),
        LexerCase("line comment inside a block comment", "/* // */\nx", [.comment, .code]),
        LexerCase("two block comments on one line", "/* a */ /* b */", [.comment]),
    ]

    @Test("classifies each line", arguments: cases)
    func classifies(_ testCase: LexerCase) {
        let kinds = SwiftLexer.measure(testCase.source).lineKinds

        #expect(kinds == testCase.expected)
    }
}
