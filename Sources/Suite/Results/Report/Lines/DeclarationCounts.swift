/// Numbers of declarations the lexer recognised in code (never in strings or comments).
package struct DeclarationCounts: Sendable, Equatable, Codable {
    /// `class`, `struct`, `enum` and `actor` declarations.
    package var types: Int
    /// Of `types`, those declared inside another type or an extension (VIP's Request, Response and
    /// ViewModel types inside each use case, for one).
    package var nestedTypes: Int
    package var protocols: Int
    /// `func` and `init` declarations.
    package var functions: Int

    package init(types: Int = 0, nestedTypes: Int = 0, protocols: Int = 0, functions: Int = 0) {
        self.types = types
        self.nestedTypes = nestedTypes
        self.protocols = protocols
        self.functions = functions
    }

    package static func + (lhs: DeclarationCounts, rhs: DeclarationCounts) -> DeclarationCounts {
        DeclarationCounts(
            types: lhs.types + rhs.types,
            nestedTypes: lhs.nestedTypes + rhs.nestedTypes,
            protocols: lhs.protocols + rhs.protocols,
            functions: lhs.functions + rhs.functions
        )
    }

    private enum CodingKeys: String, CodingKey {
        case types, nestedTypes, protocols, functions
    }

    /// Reads counts written before nested types were counted as having none.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        types = try container.decode(Int.self, forKey: .types)
        nestedTypes = try container.decodeIfPresent(Int.self, forKey: .nestedTypes) ?? 0
        protocols = try container.decode(Int.self, forKey: .protocols)
        functions = try container.decode(Int.self, forKey: .functions)
    }
}
