import Results

/// Counts declarations in the code tokens, with the rules documented on `SwiftLexer`.
enum DeclarationCounter {
    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "actor"]
    /// Words that may follow `class` when it is a modifier rather than a type declaration.
    private static let wordsAfterModifierClass: Set<String> = [
        "func", "var", "let", "subscript", "override", "final", "static", "private", "fileprivate",
        "internal", "public", "open", "required", "convenience", "dynamic", "nonisolated", "mutating",
        "lazy", "weak", "unowned", "prefix", "postfix", "infix", "typealias", "init",
    ]
    private static let initFollowers: Set<UInt8> = [
        UInt8(ascii: "("), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "<"),
    ]

    static func count(_ tokens: [LexerToken]) -> DeclarationCounts {
        var counts = DeclarationCounts()
        // One entry per open brace: whether it opens the body of a type or an extension, so that a
        // type declared inside one is counted as nested.
        var openBraces: [Bool] = []
        var bodyPending = false
        for (position, token) in tokens.enumerated() {
            if token == .punctuation(UInt8(ascii: "{")) {
                openBraces.append(bodyPending)
                bodyPending = false
                continue
            }
            if token == .punctuation(UInt8(ascii: "}")) {
                _ = openBraces.popLast()
                continue
            }
            guard case .word(let word) = token else { continue }
            let previous = position > 0 ? tokens[position - 1] : nil
            let next = position + 1 < tokens.count ? tokens[position + 1] : nil
            guard previous != .punctuation(UInt8(ascii: ".")) else { continue }
            if typeKeywords.contains(word), isDeclaredName(next) {
                counts.types += 1
                if openBraces.contains(true) { counts.nestedTypes += 1 }
                bodyPending = true
            } else if word == "extension", isDeclaredName(next) {
                bodyPending = true
            } else if word == "protocol", isDeclaredName(next) {
                counts.protocols += 1
            } else if word == "func" {
                counts.functions += 1
            } else if word == "init", case .punctuation(let byte) = next, initFollowers.contains(byte) {
                counts.functions += 1
            }
        }
        return counts
    }

    /// A declaration keyword is followed by the name it declares, not by another keyword.
    private static func isDeclaredName(_ token: LexerToken?) -> Bool {
        switch token {
        case .word(let word): !wordsAfterModifierClass.contains(word) && word.first.map { !$0.isNumber } ?? false
        case .quotedName: true
        default: false
        }
    }
}
