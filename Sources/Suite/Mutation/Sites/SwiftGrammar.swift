/// The little of Swift's grammar the site finder needs: binary operator precedence and the keywords
/// that end an operand.
enum SwiftGrammar {
    /// Precedence of the standard binary operators, higher binds tighter (as Swift's precedence
    /// groups order them). Operators not listed (assignment, `->`, custom ones) end an operand.
    static func precedence(of op: String) -> Int? {
        switch op {
        case "<<", ">>", "&<<", "&>>": 160
        case "*", "/", "%", "&*", "&": 150
        case "+", "-", "&+", "&-", "|", "^": 140
        case "..<", "...": 135
        case "??": 131
        case "==", "!=", "<", "<=", ">", ">=", "===", "!==", "~=": 130
        case "&&": 120
        case "||": 110
        default: nil
        }
    }

    /// `is` and `as` are binary operators of the casting group, between ranges and `??`.
    static let castingPrecedence = 132

    /// Words that can never be part of an operand: they start or structure a statement or declaration.
    static let keywords: Set<String> = [
        "let", "var", "if", "else", "guard", "while", "for", "in", "where", "return", "switch", "case",
        "default", "do", "catch", "throw", "throws", "rethrows", "func", "init", "deinit", "class", "struct",
        "enum", "protocol", "extension", "import", "typealias", "repeat", "break", "continue", "fallthrough",
        "defer", "try", "await", "async", "inout", "static", "private", "fileprivate", "internal", "public",
        "open", "final", "lazy", "weak", "unowned", "override", "mutating", "nonmutating", "convenience",
        "required", "dynamic", "subscript", "associatedtype", "operator", "precedencegroup", "nonisolated",
        "actor", "consuming", "borrowing", "sending", "isolated", "some", "any",
    ]

    static let castingWords: Set<String> = ["is", "as"]

    static func isIntegerLiteral(_ word: String) -> Bool {
        integerValue(word) != nil
    }

    /// The value of a decimal, hexadecimal, octal or binary integer literal (underscores allowed).
    static func integerValue(_ word: String) -> Int? {
        guard let first = word.first, first.isNumber else { return nil }
        let digits = word.filter { $0 != "_" }
        for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
            return Int(digits.dropFirst(2), radix: radix)
        }
        return Int(digits)
    }
}
