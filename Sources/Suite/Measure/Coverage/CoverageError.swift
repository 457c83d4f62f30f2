/// What can go wrong while measuring coverage, worded for the person running `make compare`.
package enum CoverageError: Error, CustomStringConvertible, Equatable {
    case testBinaryNotFound(directory: String)
    case testsFailed(kinds: [String], output: String)
    case noProfiles(kind: String, directory: String)
    case toolFailed(tool: String, log: String, output: String)
    case unreadableExport(path: String, reason: String)
    case coversNoSource(count: Int, example: String)

    package var description: String {
        switch self {
        case .testBinaryNotFound(let directory):
            "No *PackageTests.xctest in \(directory): build the tests with coverage first (`make compare` does)."
        case .testsFailed(let kinds, let output):
            "Tests failed (\(kinds.joined(separator: ", "))); the report was not written.\n\(output)"
        case .noProfiles(let kind, let directory):
            "The \(kind) tests wrote no coverage profile in \(directory): was the test binary built with"
                + " --enable-code-coverage?"
        case .toolFailed(let tool, let log, let output):
            "\(tool) failed (full output in \(log)):\n\(output)"
        case .unreadableExport(let path, let reason):
            "Could not read the coverage export \(path): \(reason)"
        case .coversNoSource(let count, let example):
            "The coverage profiles cover none of the \(count) style source files measured here (\(example), ...): the "
                + "test binary was built from another checkout or folder. Build and run the tests in this checkout "
                + "(`make compare` does); the report was not written."
        }
    }
}
