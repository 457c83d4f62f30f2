import Testing

@testable import Mutation

/// Compiler errors read from a build log and traced to the mutant they lie in.
@Suite("Compiler diagnostics")
struct DiagnosticMappingTests {
    @Test("located errors are read once each; notes, warnings and unlocated errors are not")
    func parsing() {
        let log = """
            [12/40] Compiling MVC A.swift
            /tmp/copy/Sources/Styles/MVC/A.swift:3:17: error: cannot convert value of type '()' to 'Int'
            /tmp/copy/Sources/Styles/MVC/A.swift:3:17: error: cannot convert value of type '()' to 'Int'
            /tmp/copy/Sources/Styles/MVC/A.swift:4:1: note: did you mean this
            /tmp/copy/Sources/Styles/MVC/B.swift:9:2: warning: unused
            error: fatalError
            """

        let errors = CompilerDiagnostic.errors(in: log)

        #expect(
            errors == [
                CompilerDiagnostic(
                    path: "/tmp/copy/Sources/Styles/MVC/A.swift", line: 3, column: 17,
                    message: "cannot convert value of type '()' to 'Int'")
            ])
    }

    @Test("an error is the fault of the innermost schema that holds it; elsewhere it is no mutant's")
    func attribution() {
        let source = "let x = y > 0\nlet z = 1\n"
        let sites = SiteFinder(source: source).sites()
        let file = SchemataFile(
            source: Array(source.utf8), mutants: sites.enumerated().map { ($0.offset + 1, $0.element) })
        let mapping = DiagnosticMapping(files: ["Sources/Styles/MVC/A.swift": file], rootPrefix: "/copy/")
        // Line 1 is `let x = (__mutant(1) ? y >= 0 : y > (__mutant(2) ? 1 : (__mutant(3) ? -1 : 0)))`.
        func error(line: Int, column: Int, path: String = "/copy/Sources/Styles/MVC/A.swift") -> CompilerDiagnostic {
            CompilerDiagnostic(path: path, line: line, column: column, message: "bad")
        }

        #expect(mapping.attribute(error(line: 1, column: 9)) == .mutant(1))
        #expect(mapping.attribute(error(line: 1, column: 60)) == .mutant(3))
        #expect(mapping.attribute(error(line: 1, column: 3)) == .outside)
        #expect(mapping.attribute(error(line: 1, column: 9, path: "/copy/Sources/Styles/MVC/B.swift")) == .outside)
        #expect(mapping.attribute(error(line: 1, column: 9, path: "/elsewhere/Sources/Styles/MVC/A.swift")) == .outside)
    }

    @Test("lines and columns count from one, in bytes, and turn back into the same offsets")
    func lineStarts() {
        let lines = LineStarts(Array("ab\nçd\n\nx".utf8))

        #expect(lines.position(of: 0) == (1, 1))
        #expect(lines.position(of: 5) == (2, 3))
        #expect(lines.position(of: 8) == (4, 1))
        #expect(lines.offset(line: 2, column: 3) == 5)
        #expect(lines.offset(line: 9, column: 1) == nil)
    }
}
