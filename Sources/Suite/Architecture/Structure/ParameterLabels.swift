import Measure

/// The argument labels of a declaration, as Swift writes them in a name: `(_:cellForRowAt:)`.
enum ParameterLabels {
    private static let open: Set<UInt8> = [UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{")]
    private static let close: Set<UInt8> = [UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}")]

    /// Reads the parameter list that follows the token at `index` (after a generic clause, if any).
    /// Each parameter's first word is its label; `()` when there is no list to read.
    static func read(_ tokens: [SourceToken], after index: Int) -> String {
        var position = index + 1
        while position < tokens.count, tokens[position].kind != .punctuation(UInt8(ascii: "(")) {
            if case .punctuation(let byte) = tokens[position].kind, open.contains(byte) || close.contains(byte) {
                return "()"
            }
            position += 1
        }
        var labels = ""
        var depth = 0
        var expectsLabel = true
        while position < tokens.count {
            switch tokens[position].kind {
            case .punctuation(let byte) where open.contains(byte):
                depth += 1
            case .punctuation(let byte) where close.contains(byte):
                depth -= 1
                if depth == 0 { return "(" + labels + ")" }
            case .punctuation(UInt8(ascii: ",")) where depth == 1:
                expectsLabel = true
            case .word(let word) where depth == 1 && expectsLabel:
                labels += word + ":"
                expectsLabel = false
            case .quotedName where depth == 1 && expectsLabel:
                labels += "_:"
                expectsLabel = false
            default:
                break
            }
            position += 1
        }
        return "(" + labels + ")"
    }
}
