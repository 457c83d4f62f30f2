extension LexerScanner {
    /// Inside a string: finds escapes, interpolations and the closing delimiter (`"` or `"""`
    /// followed by as many `#` as the opening had).
    mutating func scanString(hashes: Int, isMultiline: Bool) {
        let byte = bytes[index]
        if byte == ASCII.backslash, hashCount(from: 1) >= hashes {
            let escaped = self.byte(at: 1 + hashes)
            if escaped == ASCII.openParenthesis {
                contexts.append(.code(openParentheses: 0, isInterpolation: true))
                segments.append(segmentCount)
                segmentCount += 1
                index += hashes + 2
            } else if escaped == ASCII.newline || escaped == nil {
                // A line continuation in a multi-line string: the newline still ends the line.
                index += hashes + 1
            } else {
                index += hashes + 2
            }
            return
        }
        if byte == ASCII.quote {
            let quotes = isMultiline ? 3 : 1
            if matches(Array(repeating: ASCII.quote, count: quotes), at: 0), hashCount(from: quotes) >= hashes {
                index += quotes + hashes
                closeLiteral()
                return
            }
        }
        index += 1
    }

    /// Inside `#/.../#`: ends at `/` followed by as many `#` as the opening had.
    mutating func scanRegex(hashes: Int) {
        let byte = bytes[index]
        if byte == ASCII.backslash, self.byte(at: 1).map({ $0 != ASCII.newline }) ?? false {
            index += 2
        } else if byte == ASCII.slash, hashCount(from: 1) >= hashes {
            index += 1 + hashes
            closeLiteral()
        } else {
            index += 1
        }
    }

    /// Inside a block comment: nested `/*` deepen it, `*/` closes one level.
    mutating func scanBlockComment(depth: Int) {
        if matches([ASCII.slash, ASCII.star], at: 0) {
            contexts[contexts.count - 1] = .blockComment(depth: depth + 1)
            index += 2
        } else if matches([ASCII.star, ASCII.slash], at: 0) {
            if depth > 1 {
                contexts[contexts.count - 1] = .blockComment(depth: depth - 1)
            } else {
                contexts.removeLast()
            }
            index += 2
        } else {
            index += 1
        }
    }
}
