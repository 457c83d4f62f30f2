@testable import Mutation

/// The sites of a fixture, one line each: `operator: before -> after`.
func describedSites(_ source: String) -> [String] {
    SiteFinder(source: source).sites().map { "\($0.operator.rawValue): \($0.before) -> \($0.after)" }
}

/// The sites of one operator only.
func describedSites(_ source: String, of kind: String) -> [String] {
    describedSites(source).filter { $0.hasPrefix(kind + ":") }
}

/// Wraps statements in a function body.
func inFunction(_ body: String) -> String {
    "func f() {\n" + body + "\n}\n"
}
