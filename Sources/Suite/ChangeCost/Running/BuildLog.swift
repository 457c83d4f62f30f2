import Catalogue
import Measure

/// Reading a build's or a test run's output for the lines that explain a failure.
enum BuildLog {
    /// The compiler's error lines, each once (a build repeats them).
    static func errorLines(_ output: String) -> [String] {
        var seen: Set<String> = []
        return output.split(separator: "\n").map(String.init).filter { line in
            line.contains(": error: ") && seen.insert(line).inserted
        }
    }

    /// The styles whose sources or tests the error lines point into, in the order given.
    static func styles(in errorLines: [String], among styles: [StyleDefinition]) -> [String] {
        styles.filter { style in
            errorLines.contains { $0.contains("/\(style.sourceFolder)/") || $0.contains("/\(style.testFolder)/") }
        }.map(\.name)
    }

    /// The lines of a test run that name a failing test or a recorded issue, at most 30.
    static func testFailures(_ output: String) -> [String] {
        let lines = output.split(separator: "\n").map(String.init)
        let failures = lines.filter { $0.contains("✘") || $0.contains("error:") || $0.contains("Fatal error") }
        return failures.isEmpty ? tail(output) : Array(failures.prefix(30))
    }

    /// The last 20 lines.
    static func tail(_ output: String) -> [String] {
        output.split(separator: "\n").suffix(20).map(String.init)
    }
}
