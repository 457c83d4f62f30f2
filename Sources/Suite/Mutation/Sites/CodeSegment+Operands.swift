/// Operand extents of binary operators, from bracket nesting and the precedence of the operators around.
extension CodeSegment {
    /// The first token of the left operand of the binary operator at `index`, or nil when it has none.
    /// The operand takes in operators that bind tighter (and, for a left-associative operator, its own
    /// group: `a && b && c` is `(a && b) && c`), whole bracketed groups, and line breaks that continue
    /// an expression; it ends at an open bracket, a comma, a colon, a keyword or a looser operator.
    func leftOperandStart(of index: Int, precedence: Int, leftAssociative: Bool) -> Int? {
        var start: Int?
        var cursor = index - 1
        while cursor >= 0 {
            if tokens[cursor + 1].newlineBefore && !continuesLine(from: cursor, to: cursor + 1) { break }
            let token = tokens[cursor]
            if token.isClose {
                guard let open = partner[cursor] else { break }
                start = open
                cursor = open - 1
                continue
            }
            guard belongsToOperand(cursor, precedence: precedence, includesEqual: leftAssociative) else { break }
            start = cursor
            cursor -= 1
        }
        return start
    }

    /// The last token of the right operand of the binary operator at `index`, or nil when it has none.
    /// In the header of a control statement, a `{` at the operator's depth opens the body; elsewhere a
    /// `{` after an operand is a trailing closure and belongs to it.
    func rightOperandEnd(of index: Int, precedence: Int) -> Int? {
        var end: Int?
        var cursor = index + 1
        while cursor < tokens.count {
            let token = tokens[cursor]
            if token.newlineBefore && !continuesLine(from: cursor - 1, to: cursor) { break }
            if token.isOpen {
                let isBrace = token.isOpen(UInt8(ascii: "{"))
                if isBrace && (inHeader[index] || isBodyBrace[cursor] || end == nil) { break }
                guard let close = partner[cursor] else { break }
                end = close
                cursor = close + 1
                continue
            }
            guard belongsToOperand(cursor, precedence: precedence, includesEqual: false) else { break }
            end = cursor
            cursor += 1
        }
        return end
    }

    /// Whether the token at `index` (not a bracket) can be part of an operand of an operator with
    /// the given precedence.
    private func belongsToOperand(_ index: Int, precedence: Int, includesEqual: Bool) -> Bool {
        let token = tokens[index]
        switch token.kind {
        case .open, .close, .comma, .colon, .semicolon:
            return false
        case .other(let byte):
            return byte != UInt8(ascii: "@")
        case .op(let op):
            guard token.isInfix else { return true }
            guard let bound = SwiftGrammar.precedence(of: op) else { return false }
            return bound > precedence || (bound == precedence && includesEqual)
        case .word(let word):
            guard !isMember(index) else { return true }
            if SwiftGrammar.castingWords.contains(word) { return SwiftGrammar.castingPrecedence > precedence }
            return !SwiftGrammar.keywords.contains(word)
        case .quotedName, .string, .regex:
            return true
        }
    }

    /// Whether a line break between two tokens continues the expression: the next line starts with a
    /// binary operator or a member access, or the line ends with a binary operator.
    func continuesLine(from previous: Int, to next: Int) -> Bool {
        if tokens[previous].isInfix { return true }
        let token = tokens[next]
        guard let op = token.op else { return false }
        return token.isInfix || (op.hasPrefix(".") && !token.spaceAfter)
    }
}
