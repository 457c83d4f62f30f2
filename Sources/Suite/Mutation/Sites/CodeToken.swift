/// A token of one code segment as the site finder reads it: the lexer's tokens with operator
/// characters joined into operators and `$0` into one name, and the spacing around each.
struct CodeToken: Equatable {
    enum Kind: Equatable {
        /// A name, keyword or number (`$0` included).
        case word(String)
        /// A back-quoted name.
        case quotedName
        /// A string literal; `isEmpty` for `""` (and raw `#""#`).
        case string(isEmpty: Bool)
        case regex
        /// `(`, `[` or `{`.
        case open(UInt8)
        /// `)`, `]` or `}`.
        case close(UInt8)
        case comma
        case colon
        case semicolon
        /// A run of operator characters written without space: `==`, `?.`, `!`, `..<`, `.`.
        case op(String)
        /// `@`, `#`, `\` and any other byte.
        case other(UInt8)
    }

    let kind: Kind
    /// Byte offsets in the file.
    let range: Range<Int>
    /// Whitespace, a comment or the segment's start right before the token.
    var spaceBefore = false
    var spaceAfter = false
    /// A line break (possibly inside a comment) between the previous token of the segment and this one.
    var newlineBefore = false

    var word: String? {
        if case .word(let text) = kind { return text }
        return nil
    }

    var op: String? {
        if case .op(let text) = kind { return text }
        return nil
    }

    /// An operator with space on both sides: a binary operator (or the ternary `?`).
    var isInfix: Bool { op != nil && spaceBefore && spaceAfter }

    func isOpen(_ byte: UInt8) -> Bool { kind == .open(byte) }
    func isClose(_ byte: UInt8) -> Bool { kind == .close(byte) }

    var isOpen: Bool {
        if case .open = kind { return true }
        return false
    }

    var isClose: Bool {
        if case .close = kind { return true }
        return false
    }
}
