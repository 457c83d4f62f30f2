/// Everything the report says about one layer of a style, or about a shared module.
package struct LayerReport: Sendable, Equatable, Codable {
    package var name: String
    /// Only for shared modules: the module the layer is (Models, HeadlessUI).
    package var module: String?
    /// Sorted by path.
    package var files: [FileLines]
    package var code: Int
    package var comment: Int
    package var blank: Int
    /// Code lines of the test files written for this layer.
    package var testCode: Int
    package var testFiles: [FileLines]
    package var declarations: DeclarationCounts
    package var coverage: CoverageByKind

    package var lines: LineCounts { LineCounts(code: code, comment: comment, blank: blank) }

    package init(
        name: String, module: String? = nil, files: [FileLines], code: Int, comment: Int, blank: Int, testCode: Int,
        testFiles: [FileLines], declarations: DeclarationCounts, coverage: CoverageByKind
    ) {
        self.name = name
        self.module = module
        self.files = files
        self.code = code
        self.comment = comment
        self.blank = blank
        self.testCode = testCode
        self.testFiles = testFiles
        self.declarations = declarations
        self.coverage = coverage
    }
}
