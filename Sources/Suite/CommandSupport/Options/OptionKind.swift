/// What an option takes, which decides how its value is checked and how the usage shows it.
package enum OptionKind: Sendable, Equatable {
    /// Any text, shown in the usage as `placeholder` (DIR, PATH, SHA).
    case text(placeholder: String)
    /// A whole number, 0 or more.
    case wholeNumber
    /// A whole number above 0: a count of workers, repetitions, an interval.
    case count
    /// A number of seconds, fractions allowed.
    case seconds
    /// No value: present or not.
    case flag

    /// The value's name in the usage; nil for a flag.
    var placeholder: String? {
        switch self {
        case .text(let placeholder): placeholder
        case .wholeNumber, .count: "N"
        case .seconds: "S"
        case .flag: nil
        }
    }

    /// Why `text` is no value of this kind, in words; nil when it is one.
    func complaint(about text: String) -> String? {
        switch self {
        case .text, .flag:
            return nil
        case .wholeNumber:
            return UInt64(text) == nil ? "a whole number" : nil
        case .count:
            guard let number = UInt64(text), number > 0 else { return "a whole number above 0" }
            return nil
        case .seconds:
            guard let number = Double(text), number.isFinite, number >= 0 else { return "a number of seconds" }
            return nil
        }
    }
}
