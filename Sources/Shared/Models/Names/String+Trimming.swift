import Foundation

extension String {
    /// The text with surrounding whitespace and newlines removed, as every name rule trims it.
    public var trimmedForNames: String {
        trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
