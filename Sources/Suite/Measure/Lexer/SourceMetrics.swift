import Results

/// What the lexer measures in one Swift file.
package struct SourceMetrics: Sendable, Equatable {
    /// One entry per physical line, in order.
    package var lineKinds: [LineKind]
    package var declarations: DeclarationCounts
    /// The code tokens in order, for tools that read structure (declarations, references).
    package var tokens: [SourceToken] = []

    package var lines: LineCounts { LineCounts(kinds: lineKinds) }
}
