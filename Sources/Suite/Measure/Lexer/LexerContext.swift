/// Where the scanner is: each string, interpolation and block comment opens a nested context.
enum LexerContext: Equatable {
    /// Plain code, or the code of an interpolation (which ends at its unmatched `)`).
    case code(openParentheses: Int, isInterpolation: Bool)
    case string(hashes: Int, isMultiline: Bool)
    /// An extended regex literal `#/.../#`.
    case regex(hashes: Int)
    /// Nested block comments share one context and count their depth.
    case blockComment(depth: Int)

    var isLiteral: Bool {
        switch self {
        case .string, .regex: true
        case .code, .blockComment: false
        }
    }
}
