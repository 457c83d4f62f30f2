/// An error the compiler reported at a place in a file: `path:line:column: error: message`.
struct CompilerDiagnostic: Equatable {
    let path: String
    let line: Int
    let column: Int
    let message: String

    /// Every located error in a build log, once each, in order.
    static func errors(in log: String) -> [CompilerDiagnostic] {
        var seen = Set<String>()
        return log.split(separator: "\n").compactMap { line -> CompilerDiagnostic? in
            guard let marker = line.range(of: ": error: ") else { return nil }
            let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, let lineNumber = Int(location[location.count - 2]),
                let column = Int(location[location.count - 1])
            else { return nil }
            let path = location.dropLast(2).joined(separator: ":")
            guard path.hasSuffix(".swift"), seen.insert(String(line)).inserted else { return nil }
            return CompilerDiagnostic(
                path: path, line: lineNumber, column: column, message: String(line[marker.upperBound...]))
        }
    }
}
