/// One style's solution of one request, measured as a change to main with the project's lexer.
/// Code lines are the lines the lexer counts as code (comments and blank lines are left out), in the
/// style's sources; the style's test files are counted apart.
public struct SolutionCost: Sendable, Equatable, Codable {
    public var style: String
    /// Source files the solution changes, adds or deletes under `Sources/Styles/<Style>/`.
    public var filesTouched: Int
    /// Of those, the new ones.
    public var filesAdded: Int
    public var codeAdded: Int
    public var codeRemoved: Int
    /// Type declarations (`class`, `struct`, `enum`, `actor`) in the touched source files after the
    /// change minus before it.
    public var typesAdded: Int
    /// The same for `protocol` declarations.
    public var protocolsAdded: Int
    /// Code lines per layer of the style, in its layer order, for the layers the solution touches.
    public var layers: [LayerChange]
    /// Files under `Tests/Styles/<Style>Tests/` the solution changes or adds, and their code lines.
    public var testFilesTouched: Int
    public var testCodeAdded: Int
    public var testCodeRemoved: Int
    /// Every file touched, sources and tests, by path.
    public var files: [FileChange]

    public init(style: String, layers: [LayerChange], files: [FileChange]) {
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
    public var codeTouched: Int { codeAdded + codeRemoved }
}

/// The code lines a solution adds and removes in one layer.
public struct LayerChange: Sendable, Equatable, Codable {
    public var layer: String
    public var files: Int
    public var codeAdded: Int
    public var codeRemoved: Int

    public init(layer: String, files: Int, codeAdded: Int, codeRemoved: Int) {
        self.layer = layer
        self.files = files
        self.codeAdded = codeAdded
        self.codeRemoved = codeRemoved
    }
}

/// One file a solution touches.
public struct FileChange: Sendable, Equatable, Codable {
    public enum Status: String, Sendable, Codable {
        case added
        case modified
        case deleted
    }

    public var path: String
    public var status: Status
    /// The layer of a source file, or, for a test file, the layer it tests; nil for test support.
    public var layer: String?
    public var isTest: Bool
    public var codeAdded: Int
    public var codeRemoved: Int
    public var typesAdded: Int
    public var protocolsAdded: Int

    public init(
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
