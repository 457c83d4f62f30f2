/// A single pass over the bytes of a file that records each line's kind and the code tokens.
/// The rules are documented on `SwiftLexer`.
struct LexerScanner {
    let bytes: [UInt8]
    var index = 0
    var contexts: [LexerContext] = [.code(openParentheses: 0, isInterpolation: false)]
    private(set) var lineKinds: [LineKind] = []
    var tokens: [LexerToken] = []
    /// Flags of the line being scanned.
    var lineHasCode = false
    var lineHasComment = false
    /// Whether anything at all was seen since the last newline (for a final line without one).
    private var lineStarted = false

    init(bytes: [UInt8]) {
        self.bytes = bytes
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
            contexts.removeLast()
        }
        lineKinds.append(lineHasCode ? .code : lineHasComment ? .comment : .blank)
        lineHasCode = contexts.contains { $0.isLiteral }
        lineHasComment = contexts.last.map { if case .blockComment = $0 { true } else { false } } ?? false
        lineStarted = false
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

    func matches(_ expected: [UInt8], at offset: Int) -> Bool {
        expected.indices.allSatisfy { byte(at: offset + $0) == expected[$0] }
    }
}
