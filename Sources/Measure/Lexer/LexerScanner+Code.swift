extension LexerScanner {
    mutating func scanCode(_ byte: UInt8) {
        if ASCII.isWhitespace(byte) {
            index += 1
            return
        }
        if byte == ASCII.slash, self.byte(at: 1) == ASCII.slash {
            skipLineComment()
            return
        }
        if byte == ASCII.slash, self.byte(at: 1) == ASCII.star {
            lineHasComment = true
            contexts.append(.blockComment(depth: 1))
            index += 2
            return
        }
        lineHasCode = true
        if byte == ASCII.quote || byte == ASCII.hash {
            if openLiteral() { return }
        }
        if byte == ASCII.backtick {
            skipQuotedName()
        } else if ASCII.isNameByte(byte) {
            readWord()
        } else {
            readPunctuation(byte)
        }
    }

    private mutating func skipLineComment() {
        lineHasComment = true
        while index < bytes.count, bytes[index] != ASCII.newline {
            index += 1
        }
    }

    /// Opens a string or extended regex literal at `#*"` or `#+/`; returns false for any other `#`.
    private mutating func openLiteral() -> Bool {
        let hashes = hashCount(from: 0)
        let opener = byte(at: hashes)
        if opener == ASCII.quote {
            let isMultiline = matches([ASCII.quote, ASCII.quote, ASCII.quote], at: hashes)
            contexts.append(.string(hashes: hashes, isMultiline: isMultiline))
            index += hashes + (isMultiline ? 3 : 1)
        } else if opener == ASCII.slash, hashes > 0 {
            contexts.append(.regex(hashes: hashes))
            index += hashes + 1
        } else {
            return false
        }
        tokens.append(.literal)
        return true
    }

    private mutating func skipQuotedName() {
        index += 1
        while index < bytes.count, bytes[index] != ASCII.backtick, bytes[index] != ASCII.newline {
            index += 1
        }
        if byte(at: 0) == ASCII.backtick {
            index += 1
        }
        tokens.append(.quotedName)
    }

    private mutating func readWord() {
        let start = index
        while index < bytes.count, ASCII.isNameByte(bytes[index]) {
            index += 1
        }
        tokens.append(.word(String(decoding: bytes[start..<index], as: UTF8.self)))
    }

    /// Punctuation, keeping count of parentheses so an interpolation ends at its own `)`.
    private mutating func readPunctuation(_ byte: UInt8) {
        index += 1
        guard case .code(let open, let isInterpolation) = contexts.last, isInterpolation else {
            tokens.append(.punctuation(byte))
            return
        }
        if byte == ASCII.openParenthesis {
            contexts[contexts.count - 1] = .code(openParentheses: open + 1, isInterpolation: true)
        } else if byte == ASCII.closeParenthesis {
            guard open > 0 else {
                contexts.removeLast()
                return
            }
            contexts[contexts.count - 1] = .code(openParentheses: open - 1, isInterpolation: true)
        }
        tokens.append(.punctuation(byte))
    }
}
