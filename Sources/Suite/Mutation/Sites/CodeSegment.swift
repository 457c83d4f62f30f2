import Measure

/// The tokens of one code segment (a file's own code, or one string interpolation), with what the
/// site finder asks of them: matching brackets, nesting depth and the headers of control statements.
struct CodeSegment {
    let tokens: [CodeToken]
    /// For each bracket, the index of its partner.
    private(set) var partner: [Int?]
    /// Bracket depth of each token (a bracket has the depth outside it).
    private(set) var depth: [Int]
    /// For each token, the index of the innermost open bracket around it.
    private(set) var enclosing: [Int?]
    /// Tokens of the header of an `if`, `guard`, `while`, `for`, `switch` or `catch` (between the
    /// keyword and its body's `{`, or `else` for `guard`), at the header's own depth.
    private(set) var inHeader: [Bool]
    /// The `{` that opens a control statement's body.
    private(set) var isBodyBrace: [Bool]
    /// Each header: the keyword's index and the index of the token that ends it (`{` or `else`).
    private(set) var headers: [(keyword: Int, end: Int)] = []

    static let operatorBytes = Set("/=-+!*%<>&|^~?.".utf8)

    init(tokens: [CodeToken]) {
        self.tokens = tokens
        partner = Array(repeating: nil, count: tokens.count)
        depth = Array(repeating: 0, count: tokens.count)
        enclosing = Array(repeating: nil, count: tokens.count)
        inHeader = Array(repeating: false, count: tokens.count)
        isBodyBrace = Array(repeating: false, count: tokens.count)
        matchBrackets()
        findHeaders()
    }

    var count: Int { tokens.count }

    subscript(index: Int) -> CodeToken { tokens[index] }

    func token(_ index: Int) -> CodeToken? {
        tokens.indices.contains(index) ? tokens[index] : nil
    }

    private mutating func matchBrackets() {
        var stack: [Int] = []
        for index in tokens.indices {
            depth[index] = stack.count
            enclosing[index] = stack.last
            if tokens[index].isOpen {
                stack.append(index)
            } else if tokens[index].isClose, let open = stack.popLast() {
                partner[open] = index
                partner[index] = open
                depth[index] = stack.count
                enclosing[index] = stack.last
            }
        }
    }

    private static let headerKeywords: Set<String> = ["if", "guard", "while", "for", "switch", "catch"]

    private mutating func findHeaders() {
        for index in tokens.indices {
            guard let word = tokens[index].word, Self.headerKeywords.contains(word), !isMember(index) else { continue }
            // `for:` is an argument label, not a loop.
            if token(index + 1)?.kind == .colon { continue }
            // `repeat { } while x` has no body after its condition.
            if word == "while", let previous = token(index - 1), previous.isClose(UInt8(ascii: "}")),
                !tokens[index].newlineBefore
            {
                continue
            }
            var cursor = index + 1
            while cursor < tokens.count {
                let token = tokens[cursor]
                // Past the brackets around the keyword, whatever follows belongs to another statement.
                if depth[cursor] < depth[index] { break }
                if depth[cursor] == depth[index] {
                    if token.isOpen(UInt8(ascii: "{")) {
                        isBodyBrace[cursor] = true
                        headers.append((index, cursor))
                        break
                    }
                    if word == "guard", token.word == "else" {
                        headers.append((index, cursor))
                        break
                    }
                    if token.isClose || token.kind == .semicolon { break }
                    inHeader[cursor] = true
                    if token.isOpen, let close = partner[cursor] {
                        inHeader[close] = true
                        cursor = close
                    }
                }
                cursor += 1
            }
        }
    }

    /// A word written after `.` is a member name, never a keyword.
    func isMember(_ index: Int) -> Bool {
        guard let previous = token(index - 1), let op = previous.op else { return false }
        return op.hasSuffix(".") && !previous.spaceAfter
    }

    /// The source text of tokens `first...last`.
    func range(_ first: Int, _ last: Int) -> Range<Int> {
        tokens[first].range.lowerBound..<tokens[last].range.upperBound
    }
}

extension CodeSegment {
    /// Splits a file's lexed tokens into its segments (the file's own code first), joining operator
    /// characters and noting the spacing around each token.
    static func segments(of lexed: [LexedToken], in bytes: [UInt8]) -> [CodeSegment] {
        var grouped: [Int: [LexedToken]] = [:]
        var order: [Int] = []
        for token in lexed {
            if grouped[token.placement.segment] == nil { order.append(token.placement.segment) }
            grouped[token.placement.segment, default: []].append(token)
        }
        return order.map { CodeSegment(tokens: joined(grouped[$0] ?? [], bytes: bytes)) }
    }

    private static func joined(_ lexed: [LexedToken], bytes: [UInt8]) -> [CodeToken] {
        var tokens: [CodeToken] = []
        var index = 0
        while index < lexed.count {
            let range = lexed[index].placement.range
            var kind: CodeToken.Kind
            var end = range.upperBound
            switch lexed[index].token {
            case .word(let word):
                kind = .word(word)
            case .quotedName:
                kind = .quotedName
            case .literal:
                let opener = bytes[range].first { $0 != UInt8(ascii: "#") }
                if opener == UInt8(ascii: "/") {
                    kind = .regex
                } else {
                    let body = bytes[range].filter { $0 != UInt8(ascii: "#") }
                    kind = .string(isEmpty: body == [UInt8(ascii: "\""), UInt8(ascii: "\"")])
                }
            case .punctuation(let byte):
                kind = punctuationKind(byte)
                if byte == UInt8(ascii: "$"), index + 1 < lexed.count, case .word(let word) = lexed[index + 1].token,
                    lexed[index + 1].placement.range.lowerBound == end
                {
                    kind = .word("$" + word)
                    end = lexed[index + 1].placement.range.upperBound
                    index += 1
                } else if Self.operatorBytes.contains(byte) {
                    var text = String(UnicodeScalar(byte))
                    while index + 1 < lexed.count, case .punctuation(let next) = lexed[index + 1].token,
                        Self.operatorBytes.contains(next), lexed[index + 1].placement.range.lowerBound == end
                    {
                        text.append(Character(UnicodeScalar(next)))
                        end = lexed[index + 1].placement.range.upperBound
                        index += 1
                    }
                    kind = .op(text)
                }
            }
            tokens.append(CodeToken(kind: kind, range: range.lowerBound..<end))
            index += 1
        }
        for position in tokens.indices {
            let start = position > 0 ? tokens[position - 1].range.upperBound : nil
            let gap = start.map { bytes[$0..<tokens[position].range.lowerBound] }
            tokens[position].spaceBefore = gap.map { !$0.isEmpty } ?? true
            tokens[position].newlineBefore = gap.map { $0.contains(UInt8(ascii: "\n")) } ?? false
            if position > 0 {
                tokens[position - 1].spaceAfter = tokens[position].spaceBefore
            }
        }
        if !tokens.isEmpty {
            tokens[tokens.count - 1].spaceAfter = true
        }
        return tokens
    }

    private static func punctuationKind(_ byte: UInt8) -> CodeToken.Kind {
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): .open(byte)
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): .close(byte)
        case UInt8(ascii: ","): .comma
        case UInt8(ascii: ":"): .colon
        case UInt8(ascii: ";"): .semicolon
        default: .other(byte)
        }
    }
}
