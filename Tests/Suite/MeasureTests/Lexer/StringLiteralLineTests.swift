import Testing

@testable import Measure

/// Rule 1: a line holding any part of a string literal is code, even when blank.
@Suite("Lines inside string literals are code")
struct StringLiteralLineTests {
    static let cases: [LexerCase] = [
        LexerCase("single-line string", #"let s = "hello""#, [.code]),
        LexerCase("string holding comment markers", #"let s = "// not a comment /* nor this */""#, [.code]),
        LexerCase(
            "blank line inside a multi-line string", "let s = \"\"\"\n\n  text\n\"\"\"", [.code, .code, .code, .code]),
        LexerCase(
            "comment-like text inside a multi-line string",
            "let s = \"\"\"\n// looks like a comment\n/* and this */\n\"\"\"", [.code, .code, .code, .code]),
        LexerCase(
            "multi-line string ends before a comment", "let s = \"\"\"\nx\n\"\"\"\n// after",
            [.code, .code, .code, .comment]),
        LexerCase("escaped quote does not end the string", #"let s = "a\"// b""# + "\n// c", [.code, .comment]),
        LexerCase(
            "escaped triple quote inside a multi-line string", "let s = \"\"\"\n\\\"\"\"\n\n\"\"\"\n",
            [.code, .code, .code, .code]),
        LexerCase(
            "raw string with one hash keeps quotes", "let s = #\"say \"hi\" // no\"#\n// yes", [.code, .comment]),
        LexerCase("raw string with two hashes ignores \"#", "let s = ##\"a \"# still\"##\n// yes", [.code, .comment]),
        LexerCase(
            "raw multi-line string keeps blank lines", "let s = #\"\"\"\n\n\"\"\"\n\"\"\"#\n",
            [.code, .code, .code, .code]),
        LexerCase(
            "backslash-paren is not an interpolation in a raw string", "let s = #\"\\(\"#\n// c", [.code, .comment]),
        LexerCase(
            "interpolation with a nested string", #"let s = "a \("b)") c" // tail"# + "\n// c", [.code, .comment]),
        LexerCase(
            "interpolation with nested parentheses", #"let s = "\(f(g(1), (2)))" "# + "\n/* c */", [.code, .comment]),
        LexerCase("raw interpolation with a nested string", "let s = #\"\\#(\"x\") \"#\n// c", [.code, .comment]),
        LexerCase(
            "multi-line interpolation spanning lines", "let s = \"\"\"\n\\(f(\n\n  1))\n\"\"\"\n",
            [.code, .code, .code, .code, .code]),
        LexerCase(
            "multi-line string nested in an interpolation", "let s = \"\\(\"\"\"\n\n\"\"\")\"\n// c",
            [.code, .code, .code, .comment]),
        LexerCase("extended regex literal with quote and slashes", "let r = #/\"// x/#\n// c", [.code, .comment]),
        LexerCase(
            "unterminated single-line string ends at the newline", "let s = \"abc\n\n// c", [.code, .blank, .comment]),
        LexerCase(
            "raw string of one quote does not open a multi-line string", "let q = #\"\"\"#\n// c\nlet x = 1",
            [.code, .comment, .code]),
        LexerCase(
            "raw string starting with two quotes closes on its line", "let q = #\"\"\"a\"\"#\n// c",
            [.code, .comment]),
        LexerCase(
            "raw multi-line opener followed by spaces", "let s = #\"\"\"  \n// in\n\"\"\"#\n// c",
            [.code, .code, .code, .comment]),
    ]

    @Test("classifies each line", arguments: cases)
    func classifies(_ testCase: LexerCase) {
        let kinds = SwiftLexer.measure(testCase.source).lineKinds

        #expect(kinds == testCase.expected)
    }
}
