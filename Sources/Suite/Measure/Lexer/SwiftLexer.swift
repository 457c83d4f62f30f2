import Results

/// Counts the lines and declarations of Swift source text.
///
/// Every physical line gets exactly one kind, by the first rule that applies:
/// 1. A line that holds any part of a string literal is **code**, even a blank line inside a
///    multi-line string, because it is part of the value. This covers `"..."`, `"""..."""`, raw strings
///    with any number of `#`, extended regex literals `#/.../#`, and interpolations `\(...)` / `\#(...)`
///    with nested strings and parentheses.
/// 2. A line with any non-whitespace character outside comments is **code**: code followed by a
///    trailing comment, or a block comment closed before code on the same line.
/// 3. A line with comment text, or any line inside a block comment (blank ones too; block comments
///    nest), is **comment**. Doc comments (`///`, `/** */`) are comments.
/// 4. Any other line is **blank**.
///
/// Lines are separated by `\n` (`\r` counts as whitespace, so CRLF files work). A final line
/// without a newline counts; the empty remainder after a final newline does not. Whitespace is
/// ASCII whitespace and the no-break space (U+00A0); a byte-order mark at the start of the file is
/// skipped. `#"""#` is a one-line raw string (a `"` closed on its own line), as the compiler reads it.
/// Not recognised: bare `/regex/` literals (a quote inside one could mislead).
///
/// Declarations are counted on code tokens only: types are `class`, `struct`, `enum` and `actor`
/// followed by a name (so `class func`, `class var` and a `: class` constraint are not types);
/// protocols are `protocol` followed by a name; functions are `func`, and `init` followed by `(`,
/// `?`, `!` or `<` when not written after a dot (`super.init(...)` is a call). Enum cases,
/// extensions, `deinit` and properties are not counted. Back-quoted names are never keywords.
package enum SwiftLexer {
    package static func measure(_ text: String) -> SourceMetrics {
        var scanner = LexerScanner(bytes: Array(text.utf8))
        scanner.scan()
        return SourceMetrics(
            lineKinds: scanner.lineKinds,
            declarations: DeclarationCounter.count(scanner.tokens),
            tokens: SourceToken.lines(of: scanner.tokens, placements: scanner.placements, in: scanner.bytes)
        )
    }

    /// The line counts alone, without the tokens that declarations and structure need: what
    /// `compare loc` prints, for files of any size.
    package static func lineCounts(_ text: String) -> LineCounts {
        var scanner = LexerScanner(bytes: Array(text.utf8), recordingTokens: false)
        scanner.scan()
        return LineCounts(kinds: scanner.lineKinds)
    }

    /// The code tokens of the text with their byte ranges, in order: the tokens of an interpolation
    /// follow the literal that holds it (in a segment of their own).
    package static func tokens(in text: String) -> [LexedToken] {
        var scanner = LexerScanner(bytes: Array(text.utf8))
        scanner.scan()
        return zip(scanner.tokens, scanner.placements).map { LexedToken(token: $0, placement: $1) }
    }
}
