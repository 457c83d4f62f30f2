/// A code token and the line it starts on (from 1), for tools that read a file's structure.
package struct SourceToken: Sendable, Equatable {
    package let kind: LexerToken
    package let line: Int

    package init(kind: LexerToken, line: Int) {
        self.kind = kind
        self.line = line
    }

    /// The tokens with the line each starts on, found from their byte offsets (which never go back:
    /// an interpolation's tokens follow the start of the literal that holds them).
    static func lines(of tokens: [LexerToken], placements: [TokenPlacement], in bytes: [UInt8]) -> [SourceToken] {
        var result: [SourceToken] = []
        result.reserveCapacity(tokens.count)
        var line = 1
        var offset = 0
        bytes.withUnsafeBufferPointer { bytes in
            for (token, placement) in zip(tokens, placements) {
                let start = min(placement.range.lowerBound, bytes.count)
                while offset < start {
                    if bytes[offset] == ASCII.newline { line += 1 }
                    offset += 1
                }
                result.append(SourceToken(kind: token, line: line))
            }
        }
        return result
    }
}
