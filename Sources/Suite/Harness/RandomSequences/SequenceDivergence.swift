/// Where a style first showed something other than the reference model during one sequence.
struct SequenceDivergence: Error {
    /// The operations that ran, the last one being where it diverged (none: right at launch).
    let operations: [UserOperation]
    let expected: String
    let seen: String
    let screen: String

    var report: String {
        let step =
            operations.isEmpty ? "at launch" : "after step \(operations.count) (\(operations[operations.count - 1]))"
        return "\(step):\n  expected:\n\(indented(expected))\n  seen:\n\(indented(seen))\n--- screen ---\n\(screen)"
    }

    private func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }
}
