/// The code tokens the declaration counter and the mutation site finder need: words, punctuation and
/// opaque literals.
package enum LexerToken: Sendable, Equatable {
    /// A name, keyword or number (digits are name bytes).
    case word(String)
    /// A back-quoted name: never a keyword.
    case quotedName
    case punctuation(UInt8)
    /// A whole string or regex literal.
    case literal
}

/// Where a token lies in the file's UTF-8 bytes, and the code segment that holds it.
package struct TokenPlacement: Sendable, Equatable {
    /// Byte offsets; a literal's range runs from its opening to its closing delimiter.
    package let range: Range<Int>
    /// 0 for the file's own code; each string interpolation `\( ... )` is a segment of its own, so
    /// the tokens of one segment, in order, form a sequence of code without the literal around it.
    package let segment: Int

    package init(range: Range<Int>, segment: Int) {
        self.range = range
        self.segment = segment
    }
}

/// A token with its placement.
package struct LexedToken: Sendable, Equatable {
    package let token: LexerToken
    package let placement: TokenPlacement
}
