/// The code tokens the declaration counter needs: words, punctuation and opaque literals.
enum LexerToken: Equatable {
    case word(String)
    /// A back-quoted name: never a keyword.
    case quotedName
    case punctuation(UInt8)
    /// A whole string or regex literal.
    case literal
}
