/// One style's solution of one request, measured as a change to main with the project's lexer.
/// Code lines are the lines the lexer counts as code (comments and blank lines are left out), in the
/// style's sources; the style's test files are counted apart.
package struct SolutionCost: Sendable, Equatable, Codable {
    package var style: String
    /// Source files the solution changes, adds or deletes under `Sources/Styles/<Style>/`.
    package var filesTouched: Int
    /// Of those, the new ones.
    package var filesAdded: Int
    package var codeAdded: Int
    package var codeRemoved: Int
    /// Type declarations (`class`, `struct`, `enum`, `actor`) in the touched source files after the
    /// change minus before it.
    package var typesAdded: Int
    /// The same for `protocol` declarations.
    package var protocolsAdded: Int
    /// Code lines per layer of the style, in its layer order, for the layers the solution touches.
    package var layers: [LayerChange]
    /// Files under `Tests/Styles/<Style>Tests/` the solution changes or adds, and their code lines.
    package var testFilesTouched: Int
    package var testCodeAdded: Int
    package var testCodeRemoved: Int
    /// Every file touched, sources and tests, by path.
    package var files: [FileChange]

    package init(style: String, layers: [LayerChange], files: [FileChange]) {
        self.style = style
        self.layers = layers
        self.files = files
        let sources = files.filter { !$0.isTest }
        let tests = files.filter(\.isTest)
        filesTouched = sources.count
        filesAdded = sources.count { $0.status == .added }
        codeAdded = sources.map(\.codeAdded).reduce(0, +)
        codeRemoved = sources.map(\.codeRemoved).reduce(0, +)
        typesAdded = sources.map(\.typesAdded).reduce(0, +)
        protocolsAdded = sources.map(\.protocolsAdded).reduce(0, +)
        testFilesTouched = tests.count
        testCodeAdded = tests.map(\.codeAdded).reduce(0, +)
        testCodeRemoved = tests.map(\.codeRemoved).reduce(0, +)
    }

    /// Code lines added plus removed: how much of the style a reader of the change goes through.
    package var codeTouched: Int { codeAdded + codeRemoved }
}

/// The code lines a solution adds and removes in one layer.
package struct LayerChange: Sendable, Equatable, Codable {
    package var layer: String
    package var files: Int
    package var codeAdded: Int
    package var codeRemoved: Int

    package init(layer: String, files: Int, codeAdded: Int, codeRemoved: Int) {
        self.layer = layer
        self.files = files
        self.codeAdded = codeAdded
        self.codeRemoved = codeRemoved
    }
}

/// One file a solution touches.
package struct FileChange: Sendable, Equatable, Codable {
    package enum Status: String, Sendable, Codable {
        case added
        case modified
        case deleted
    }

    package var path: String
    package var status: Status
    /// The layer of a source file, or, for a test file, the layer it tests; nil for test support.
    package var layer: String?
    package var isTest: Bool
    package var codeAdded: Int
    package var codeRemoved: Int
    package var typesAdded: Int
    package var protocolsAdded: Int

    package init(
        path: String, status: Status, layer: String?, isTest: Bool, codeAdded: Int, codeRemoved: Int,
        typesAdded: Int, protocolsAdded: Int
    ) {
        self.path = path
        self.status = status
        self.layer = layer
        self.isTest = isTest
        self.codeAdded = codeAdded
        self.codeRemoved = codeRemoved
        self.typesAdded = typesAdded
        self.protocolsAdded = protocolsAdded
    }
}
