extension String {
    /// The text with surrounding whitespace and newlines removed, as every name rule trims it: the
    /// characters Foundation's `whitespacesAndNewlines` holds, which are Unicode's white space plus
    /// the zero width space. Read scalar by scalar, without bridging to Foundation's string, which on
    /// Linux costs more than the rest of a name's validation; a mark that combines with trimmed
    /// white space stays, as it does with Foundation.
    public var trimmedForNames: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.isTrimmedFromNames }) else { return "" }
        let last = scalars.lastIndex { !$0.isTrimmedFromNames } ?? first
        return String(scalars[first...last])
    }
}

extension Unicode.Scalar {
    fileprivate var isTrimmedFromNames: Bool {
        properties.isWhitespace || self == "\u{200B}"
    }
}
