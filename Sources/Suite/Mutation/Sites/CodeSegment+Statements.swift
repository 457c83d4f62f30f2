/// Statements: where they start and end, and which braces hold a closure.
extension CodeSegment {
    /// Whether a statement (or declaration) starts at `index`: directly inside braces (or at the top
    /// of the file), after the opening brace, a `;`, a closure's `in`, or a line break that does not
    /// continue the previous line.
    func startsStatement(_ index: Int) -> Bool {
        if let open = enclosing[index], !tokens[open].isOpen(UInt8(ascii: "{")) { return false }
        guard index > 0 else { return true }
        let previous = tokens[index - 1]
        if index - 1 == enclosing[index] || previous.kind == .semicolon { return true }
        if previous.word == "in", !isMember(index - 1), !inHeader[index - 1] { return true }
        guard tokens[index].newlineBefore, !continuesLine(from: index - 1, to: index) else { return false }
        switch previous.kind {
        case .comma, .open: return false
        case .other(let byte): return byte != UInt8(ascii: "@")
        case .word(let word):
            // An attribute's name (`@MainActor` on its own line) or a keyword whose operand follows.
            if index >= 2, tokens[index - 2].kind == .other(UInt8(ascii: "@")) { return false }
            return !["return", "throw", "try", "await", "in"].contains(word) || isMember(index - 1)
        default: return true
        }
    }

    /// The last token of the statement that starts at `start`: the token before the next statement
    /// at the same depth, a `;` or the closing brace around it.
    func statementEnd(from start: Int) -> Int {
        var end = start
        var cursor = start
        while cursor < tokens.count {
            let token = tokens[cursor]
            if token.isClose || token.kind == .semicolon { break }
            if cursor > start && startsStatement(cursor) { break }
            if token.isOpen, let close = partner[cursor] {
                end = close
                cursor = close + 1
                continue
            }
            end = cursor
            cursor += 1
        }
        return end
    }

    /// The first token of the statement that holds the token at `index` (at the same depth).
    func statementStart(containing index: Int) -> Int {
        var cursor = index
        while cursor > 0 && !startsStatement(cursor) {
            let previous = cursor - 1
            if tokens[previous].isOpen && partner[previous].map({ $0 > index }) ?? true { break }
            cursor = tokens[previous].isClose ? (partner[previous] ?? previous) : previous
        }
        return cursor
    }

    /// The statements directly inside the braces that open at `open`: their first and last tokens.
    func statements(inBracesAt open: Int) -> [(first: Int, last: Int)] {
        guard let close = partner[open] else { return [] }
        var statements: [(Int, Int)] = []
        var cursor = open + 1
        while cursor < close {
            if tokens[cursor].kind == .semicolon {
                cursor += 1
                continue
            }
            let end = statementEnd(from: cursor)
            statements.append((cursor, end))
            cursor = end + 1
        }
        return statements
    }

    /// The first word of the statement holding `index`, after attributes and modifiers: `func`, `let`...
    func leadingKeyword(ofStatementHolding index: Int) -> String? {
        var cursor = statementStart(containing: index)
        while cursor < tokens.count {
            let current = tokens[cursor]
            if current.kind == .other(UInt8(ascii: "@")) {
                cursor = skipArguments(after: cursor + 1)
                continue
            }
            guard let word = current.word else { return nil }
            let isModifierClass =
                word == "class" && ["func", "var", "let", "subscript"].contains(token(cursor + 1)?.word)
            if Self.modifiers.contains(word) || isModifierClass {
                cursor = skipArguments(after: cursor)
                continue
            }
            return word
        }
        return nil
    }

    /// The token after `index`, past a parenthesised argument list that follows it (`private(set)`).
    private func skipArguments(after index: Int) -> Int {
        let next = index + 1
        if token(next)?.isOpen(UInt8(ascii: "(")) == true, let close = partner[next] { return close + 1 }
        return next
    }

    static let modifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "final", "static", "override",
        "mutating", "nonmutating", "lazy", "weak", "unowned", "convenience", "required", "dynamic", "nonisolated",
        "isolated",
    ]

    static let declarationKeywords: Set<String> = [
        "func", "init", "deinit", "subscript", "class", "struct", "enum", "protocol", "extension", "actor",
        "typealias", "associatedtype", "operator", "precedencegroup", "import",
    ]
}
