import Foundation
import Results
import Testing

@testable import Measure

/// Whole files in forms met in real code, read from disk as `compare loc` reads them: raw-string
/// delimiters of a lexer, nested literals and comments, the bytes some editors write (byte-order
/// mark, CRLF, no-break spaces), and look-alikes of comments and declarations.
@Suite("Lexer on a corpus of real-world forms")
struct CorpusTests {
    struct Fixture: CustomTestStringConvertible, Sendable {
        let file: String
        let lines: LineCounts
        let declarations: DeclarationCounts

        var testDescription: String { file }
    }

    static let fixtures: [Fixture] = [
        Fixture(
            file: "RawStringDelimiters.swift.txt", lines: LineCounts(code: 12, comment: 4, blank: 2),
            declarations: DeclarationCounts(types: 1, protocols: 0, functions: 1)),
        Fixture(
            file: "NestedLiterals.swift.txt", lines: LineCounts(code: 21, comment: 3, blank: 4),
            declarations: DeclarationCounts(types: 1, protocols: 0, functions: 2)),
        Fixture(
            file: "EditorBytes.swift.txt", lines: LineCounts(code: 5, comment: 2, blank: 2),
            declarations: DeclarationCounts(types: 1, protocols: 0, functions: 1)),
        Fixture(
            file: "LookAlikes.swift.txt", lines: LineCounts(code: 11, comment: 4, blank: 0),
            declarations: DeclarationCounts(types: 2, protocols: 1, functions: 2)),
    ]

    @Test("counts the lines and declarations of each file", arguments: fixtures)
    func countsFile(_ fixture: Fixture) throws {
        let corpus = try #require(Bundle.module.url(forResource: "Corpus", withExtension: nil))

        let metrics = try LineCounter.measure(
            fileAt: corpus.appendingPathComponent(fixture.file), reportedAs: fixture.file)

        #expect(metrics.lines == fixture.lines)
        #expect(metrics.declarations == fixture.declarations)
    }

    @Test("counts the lines alone, without tokens, as compare loc does", arguments: fixtures)
    func countsLinesAlone(_ fixture: Fixture) throws {
        let corpus = try #require(Bundle.module.url(forResource: "Corpus", withExtension: nil))
        let text = try SourceReader.text(
            ofFileAt: corpus.appendingPathComponent(fixture.file), reportedAs: fixture.file)

        let lines = SwiftLexer.lineCounts(text)

        #expect(lines == fixture.lines)
    }
}
