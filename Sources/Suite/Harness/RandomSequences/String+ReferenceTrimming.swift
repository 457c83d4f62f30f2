import Foundation

extension String {
    /// The text without the whitespace and newlines around it, by Foundation's own definition of them
    /// (`whitespacesAndNewlines`), so the reference model does not borrow the trimming of the code it
    /// checks. Read scalar by scalar: bridging to Foundation's string on Linux cost a tenth of a
    /// random sequence's time.
    var trimmedForReference: String {
        let scalars = unicodeScalars
        let trimmed = CharacterSet.whitespacesAndNewlines
        guard let first = scalars.firstIndex(where: { !trimmed.contains($0) }) else { return "" }
        let last = scalars.lastIndex { !trimmed.contains($0) } ?? first
        return String(scalars[first...last])
    }
}
