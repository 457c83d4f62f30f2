extension LexerScanner {
    mutating func scanCode(_ byte: UInt8) {
        let whitespace = whitespaceLength()
        if whitespace > 0 {
            index += whitespace
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
        let start = index
        if opener == ASCII.quote {
            let isMultiline =
                matches([ASCII.quote, ASCII.quote, ASCII.quote], at: hashes)
                && !closesOnSameLine(from: hashes + 2, hashes: hashes)
            contexts.append(.string(hashes: hashes, isMultiline: isMultiline))
            index += hashes + (isMultiline ? 3 : 1)
        } else if opener == ASCII.slash, hashes > 0 {
            contexts.append(.regex(hashes: hashes))
            index += hashes + 1
        } else {
            return false
        }
        if recordsTokens { openLiteralTokens.append(tokens.count) }
        emit(.literal, from: start)
        return true
    }

    /// Whether a raw string that starts like a multi-line one (`#"""`) is closed by `"#` later on the
    /// same line, which makes it a one-line string holding quotes (`#"""#` is the string `"`). The
    /// compiler decides the same way; a plain `"""` always opens a multi-line string.
    private func closesOnSameLine(from offset: Int, hashes: Int) -> Bool {
        guard hashes > 0 else { return false }
        var position = offset
        while let byte = byte(at: position), byte != ASCII.newline {
            if byte == ASCII.quote, hashCount(from: position + 1) >= hashes { return true }
            position += 1
        }
        return false
    }

    private mutating func skipQuotedName() {
        let start = index
        index += 1
        while index < bytes.count, bytes[index] != ASCII.backtick, bytes[index] != ASCII.newline {
            index += 1
        }
        if byte(at: 0) == ASCII.backtick {
            index += 1
        }
        emit(.quotedName, from: start)
    }

    private mutating func readWord() {
        let start = index
        while index < bytes.count, ASCII.isNameByte(bytes[index]), !matches(ASCII.noBreakSpace, at: 0) {
            index += 1
        }
        guard recordsTokens else { return }
        emit(.word(String(decoding: bytes[start..<index], as: UTF8.self)), from: start)
    }

    /// Punctuation, keeping count of parentheses so an interpolation ends at its own `)`.
    private mutating func readPunctuation(_ byte: UInt8) {
        let start = index
        index += 1
        guard case .code(let open, let isInterpolation) = contexts.last, isInterpolation else {
            emit(.punctuation(byte), from: start)
            return
        }
        if byte == ASCII.openParenthesis {
            contexts[contexts.count - 1] = .code(openParentheses: open + 1, isInterpolation: true)
        } else if byte == ASCII.closeParenthesis {
            guard open > 0 else {
                contexts.removeLast()
                segments.removeLast()
                return
            }
            contexts[contexts.count - 1] = .code(openParentheses: open - 1, isInterpolation: true)
        }
        emit(.punctuation(byte), from: start)
    }
}
