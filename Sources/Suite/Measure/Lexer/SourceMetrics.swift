/// What the lexer measures in one Swift file.
public struct SourceMetrics: Sendable, Equatable {
    /// One entry per physical line, in order.
    public var lineKinds: [LineKind]
    public var declarations: DeclarationCounts
    /// The code tokens in order, for tools that read structure (declarations, references).
    public var tokens: [SourceToken] = []

    public var lines: LineCounts { LineCounts(kinds: lineKinds) }
}
