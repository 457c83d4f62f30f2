import Measure

/// Finds the mutation sites of one Swift file from the project's lexer tokens, segment by segment
/// (the file's code, then each string interpolation).
struct SiteFinder {
    let bytes: [UInt8]

    init(source: String) {
        bytes = Array(source.utf8)
    }

    /// Every site, ordered by position (and, for sites over the same bytes, by how they nest).
    func sites() -> [MutationSite] {
        let segments = CodeSegment.segments(
            of: SwiftLexer.tokens(in: String(decoding: bytes, as: UTF8.self)), in: bytes)
        let found = segments.flatMap { segment in
            let scan = SegmentScan(segment: segment, bytes: bytes)
            return scan.binaryOperatorSites() + scan.conditionSites() + scan.callStatementSites() + scan.literalSites()
        }
        // The file's own code is the first segment; interpolations lie inside its string literals.
        let once = segments.first?.oncePerProcessInitialisers() ?? []
        return found.enumerated().sorted { lhs, rhs in
            let (a, b) = (lhs.element, rhs.element)
            if a.range.lowerBound != b.range.lowerBound { return a.range.lowerBound < b.range.lowerBound }
            if a.range.upperBound != b.range.upperBound { return a.range.upperBound > b.range.upperBound }
            if a.nestingRank != b.nestingRank { return a.nestingRank < b.nestingRank }
            return lhs.offset < rhs.offset
        }.map { entry in
            var site = entry.element
            site.oncePerProcess = once.contains { $0.contains(site.range.lowerBound) }
            return site
        }
    }
}

/// One segment being searched for sites, with the tokens no site may touch.
struct SegmentScan {
    let segment: CodeSegment
    let bytes: [UInt8]
    /// Tokens inside attributes, compiler directives and `case` patterns: they must stay literal.
    let isFixed: [Bool]

    init(segment: CodeSegment, bytes: [UInt8]) {
        self.segment = segment
        self.bytes = bytes
        isFixed = Self.fixedTokens(in: segment)
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    func text(_ first: Int, _ last: Int) -> String {
        text(segment.range(first, last))
    }

    /// Text of an operand, parenthesised unless it is a single token.
    func operand(_ first: Int, _ last: Int) -> String {
        first == last ? text(first, last) : "(" + text(first, last) + ")"
    }

    private static func fixedTokens(in segment: CodeSegment) -> [Bool] {
        var fixed = Array(repeating: false, count: segment.count)
        func fix(_ range: ClosedRange<Int>) {
            for index in range where fixed.indices.contains(index) { fixed[index] = true }
        }
        var index = 0
        while index < segment.count {
            let token = segment[index]
            switch token.kind {
            case .other(let byte) where byte == UInt8(ascii: "@") || byte == UInt8(ascii: "#"):
                // `@available(...)`, `#selector(...)`, and `#if ...` to the end of its line.
                var last = min(index + 1, segment.count - 1)
                if segment.token(index + 2)?.isOpen(UInt8(ascii: "(")) == true, let close = segment.partner[index + 2] {
                    last = close
                }
                if byte == UInt8(ascii: "#"),
                    ["if", "elseif", "else", "endif"].contains(segment.token(index + 1)?.word)
                {
                    while last + 1 < segment.count && !segment[last + 1].newlineBefore { last += 1 }
                }
                fix(index...last)
                index = last + 1
                continue
            case .word("case") where !segment.isMember(index):
                // A pattern: up to `=` in a condition (`if case .x = y`), else to the label's `:` or
                // the end of an enum case with its raw value.
                let inCondition = segment.inHeader[index]
                var last = index
                while last + 1 < segment.count {
                    let next = segment[last + 1]
                    if next.kind == .colon || (inCondition && next.op == "=") || next.isClose || next.kind == .semicolon
                        || segment.isBodyBrace[last + 1] || (next.newlineBefore && segment.startsStatement(last + 1))
                    {
                        break
                    }
                    last = next.isOpen ? (segment.partner[last + 1] ?? last + 1) : last + 1
                }
                fix(index...last)
                index = last + 1
                continue
            default:
                break
            }
            index += 1
        }
        return fixed
    }
}
