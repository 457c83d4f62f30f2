/// Why the scenario results of a test run cannot make a scenario matrix.
package enum ScenarioResultsError: Error, CustomStringConvertible, Equatable {
    case cannotWrite(path: String, reason: String)
    case unreadable(path: String, line: Int, reason: String)
    case noResults(path: String)
    case missing(path: String, results: [String])
    case recordedTwice(path: String, results: [String])
    case unknownStyles(path: String, styles: [String])
    case mismatchedRandomSettings(path: String)

    package var description: String {
        switch self {
        case .cannotWrite(let path, let reason):
            "Could not record a scenario result in \(path): \(reason)."
        case .unreadable(let path, let line, let reason):
            "Could not read the scenario results \(path)" + (line > 0 ? ", line \(line)" : "") + ": \(reason)."
        case .noResults(let path):
            "The scenario tests recorded no results in \(path): did the run include ScenarioTests?"
        case .missing(let path, let results):
            "The scenario tests recorded no result for \(Self.list(results)) in \(path)."
        case .recordedTwice(let path, let results):
            "The scenario tests recorded \(Self.list(results)) more than once in \(path): was the file left over from another run?"
        case .unknownStyles(let path, let styles):
            "The scenario results in \(path) name styles the layer table does not know: \(styles.joined(separator: ", "))."
        case .mismatchedRandomSettings(let path):
            "The styles' random sequences in \(path) ran with different seeds, counts or steps."
        }
    }

    private static func list(_ items: [String]) -> String {
        items.count <= 5
            ? items.joined(separator: ", ") : items.prefix(5).joined(separator: ", ") + " and \(items.count - 5) more"
    }
}
