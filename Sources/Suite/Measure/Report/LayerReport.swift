/// Everything the report says about one layer of a style, or about a shared module.
public struct LayerReport: Sendable, Equatable, Codable {
    public var name: String
    /// Only for shared modules: the module the layer is (Models, HeadlessUI).
    public var module: String?
    /// Sorted by path.
    public var files: [FileLines]
    public var code: Int
    public var comment: Int
    public var blank: Int
    /// Code lines of the test files written for this layer.
    public var testCode: Int
    public var testFiles: [FileLines]
    public var declarations: DeclarationCounts
    public var coverage: CoverageByKind

    public var lines: LineCounts { LineCounts(code: code, comment: comment, blank: blank) }
}
