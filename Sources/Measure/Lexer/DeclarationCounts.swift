/// Numbers of declarations the lexer recognised in code (never in strings or comments).
public struct DeclarationCounts: Sendable, Equatable, Codable {
    /// `class`, `struct`, `enum` and `actor` declarations.
    public var types: Int
    public var protocols: Int
    /// `func` and `init` declarations.
    public var functions: Int

    public init(types: Int = 0, protocols: Int = 0, functions: Int = 0) {
        self.types = types
        self.protocols = protocols
        self.functions = functions
    }

    public static func + (lhs: DeclarationCounts, rhs: DeclarationCounts) -> DeclarationCounts {
        DeclarationCounts(
            types: lhs.types + rhs.types,
            protocols: lhs.protocols + rhs.protocols,
            functions: lhs.functions + rhs.functions
        )
    }
}
