/// The part of a failing test run worth showing: everything except the lines about tests that
/// started or passed, which Swift Testing prints for every test.
enum FailureExcerpt {
    static func make(from output: String, log: String) -> String {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            !(line.hasSuffix(" started.") || line.contains(" passed after ")
                || line.hasPrefix("Test Case") && line.hasSuffix(" passed"))
        }
        return lines.joined(separator: "\n") + "\n(full output: \(log))"
    }
}
