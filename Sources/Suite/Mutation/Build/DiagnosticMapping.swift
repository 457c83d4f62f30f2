/// Finds the mutant a compiler error is about: the innermost schema that holds the error's position
/// in the rewritten file. An error outside every schema is not a mutant's fault.
struct DiagnosticMapping {
    /// The rewritten files by path relative to the scratch copy's root.
    let files: [String: SchemataFile]
    /// The scratch copy's root as the compiler prints it, ending in `/`.
    let rootPrefix: String

    enum Attribution: Equatable {
        case mutant(Int)
        /// In no schema (or in a file that was not rewritten): the message, as printed.
        case outside
    }

    func attribute(_ diagnostic: CompilerDiagnostic) -> Attribution {
        guard diagnostic.path.hasPrefix(rootPrefix) else { return .outside }
        let path = String(diagnostic.path.dropFirst(rootPrefix.count))
        guard let file = files[path],
            let offset = LineStarts(Array(file.text.utf8)).offset(line: diagnostic.line, column: diagnostic.column)
        else { return .outside }
        let holding = file.spans.filter { $0.value.lowerBound <= offset && offset <= $0.value.upperBound }
        guard let innermost = holding.min(by: { ($0.value.count, $0.key) < ($1.value.count, $1.key) }) else {
            return .outside
        }
        return .mutant(innermost.key)
    }
}
