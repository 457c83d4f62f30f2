/// How seconds are printed.
enum StepTimer {
    /// One decimal, the same on every machine.
    static func format(_ seconds: Double) -> String {
        let tenths = Int((seconds * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// `3:05` for 185 seconds.
    static func minutes(_ seconds: Double) -> String {
        let whole = max(0, Int(seconds.rounded()))
        let remainder = whole % 60
        return "\(whole / 60):\(remainder < 10 ? "0" : "")\(remainder)"
    }
}
