import Results

/// A single pass over the bytes of a file that records each line's kind and the code tokens.
/// The rules are documented on `SwiftLexer`.
struct LexerScanner {
    let bytes: [UInt8]
    /// False when only the line kinds are wanted (`compare loc`): tokens are then neither made nor
    /// kept, which makes a large file several times faster to count.
    let recordsTokens: Bool
    var index = 0
    var contexts: [LexerContext] = [.code(openParentheses: 0, isInterpolation: false)]
    private(set) var lineKinds: [LineKind] = []
    var tokens: [LexerToken] = []
    /// Where each token lies and which code segment holds it, in step with `tokens`.
    var placements: [TokenPlacement] = []
    /// Tokens of literals still open, whose ranges grow to their closing delimiter.
    var openLiteralTokens: [Int] = []
    /// The code segments open around the scanner: 0 is the file's own code, each interpolation opens another.
    var segments: [Int] = [0]
    var segmentCount = 1
    /// Flags of the line being scanned.
    var lineHasCode = false
    var lineHasComment = false
    /// Whether anything at all was seen since the last newline (for a final line without one).
    private var lineStarted = false

    init(bytes: [UInt8], recordingTokens: Bool = true) {
        self.bytes = bytes
        recordsTokens = recordingTokens
        index = bytes.starts(with: ASCII.byteOrderMark) ? ASCII.byteOrderMark.count : 0
    }

    mutating func scan() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == ASCII.newline {
                endLine()
                index += 1
                continue
            }
            lineStarted = true
            switch contexts.last {
            case .string(let hashes, let isMultiline):
                lineHasCode = true
                scanString(hashes: hashes, isMultiline: isMultiline)
            case .regex(let hashes):
                lineHasCode = true
                scanRegex(hashes: hashes)
            case .blockComment(let depth):
                lineHasComment = true
                scanBlockComment(depth: depth)
            case .code, .none:
                scanCode(byte)
            }
        }
        if lineStarted {
            endLine()
        }
    }

    /// Records the finished line and sets up the next one from the contexts still open.
    private mutating func endLine() {
        // A single-line literal cannot span lines: recover from an unterminated one here.
        if case .string(_, false) = contexts.last {
            closeLiteral()
        }
        lineKinds.append(lineHasCode ? .code : lineHasComment ? .comment : .blank)
        lineHasCode = contexts.contains { $0.isLiteral }
        lineHasComment = contexts.last.map { if case .blockComment = $0 { true } else { false } } ?? false
        lineStarted = false
    }

    /// Records a token that started at byte `start` and ends where the scanner is.
    mutating func emit(_ token: LexerToken, from start: Int) {
        guard recordsTokens else { return }
        tokens.append(token)
        placements.append(TokenPlacement(range: start..<index, segment: segments[segments.count - 1]))
    }

    /// Closes the innermost string or regex literal at the scanner's position.
    mutating func closeLiteral() {
        contexts.removeLast()
        guard let token = openLiteralTokens.popLast() else { return }
        let placement = placements[token]
        placements[token] = TokenPlacement(range: placement.range.lowerBound..<index, segment: placement.segment)
    }

    func byte(at offset: Int) -> UInt8? {
        let position = index + offset
        return position < bytes.count ? bytes[position] : nil
    }

    /// How many `#` follow the given offset.
    func hashCount(from offset: Int) -> Int {
        var count = 0
        while byte(at: offset + count) == ASCII.hash {
            count += 1
        }
        return count
    }

    /// The length of the whitespace at the current byte: 1 for ASCII whitespace, 2 for a no-break
    /// space, 0 for anything else.
    func whitespaceLength() -> Int {
        guard let byte = byte(at: 0) else { return 0 }
        if ASCII.isWhitespace(byte) { return 1 }
        return matches(ASCII.noBreakSpace, at: 0) ? ASCII.noBreakSpace.count : 0
    }

    func matches(_ expected: [UInt8], at offset: Int) -> Bool {
        expected.indices.allSatisfy { byte(at: offset + $0) == expected[$0] }
    }
}
