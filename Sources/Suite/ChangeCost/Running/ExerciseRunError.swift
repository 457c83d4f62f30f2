/// Why `make exercises` stopped or failed, naming the request and the style where there is one.
package enum ExerciseRunError: Error, Equatable, CustomStringConvertible {
    case notARepository(String, String)
    case doesNotApply(request: String, style: String, patch: String, reason: String)
    case buildFailed(request: String, styles: [String], log: String, excerpt: String)
    case testsFailed(request: String, style: String, log: String, excerpt: String)
    case noSuchRequest(String, known: [String])

    package var description: String {
        switch self {
        case .notARepository(let path, let output): "\(path) is not a git working tree: \(output)"
        case .doesNotApply(let request, let style, let patch, let reason):
            "\(request) \(style): the solution \(patch) does not apply to the working tree:\n\(reason)"
        case .buildFailed(let request, let styles, let log, let excerpt):
            "\(request): the build failed with the solutions applied"
                + (styles.isEmpty ? "" : ", in the code of \(styles.joined(separator: ", "))")
                + " (log: \(log)):\n\(excerpt)"
        case .testsFailed(let request, let style, let log, let excerpt):
            "\(request) \(style): tests failed with the solution applied (log: \(log)):\n\(excerpt)"
        case .noSuchRequest(let request, let known):
            "There is no request \(request); the requests are \(known.joined(separator: ", "))"
        }
    }
}
