/// One architecture style: its layers and its totals.
package struct StyleReport: Sendable, Equatable, Codable {
    package var name: String
    /// In the style's layer order (outermost view first, composition last).
    package var layers: [LayerReport]
    package var fileCount: Int
    package var code: Int
    package var comment: Int
    package var blank: Int
    /// Code lines of all the style's test files: its layers' test code plus its test support.
    package var testCode: Int
    package var testFileCount: Int
    package var testSupport: TestSupportReport
    package var declarations: DeclarationCounts
    package var coverage: CoverageByKind
    package var scenarios: ScenarioTally
    /// Every type of the style with all its files counted together, largest first.
    package var types: [TypeReport]

    package init(
        name: String, layers: [LayerReport], fileCount: Int, code: Int, comment: Int, blank: Int, testCode: Int,
        testFileCount: Int, testSupport: TestSupportReport, declarations: DeclarationCounts, coverage: CoverageByKind,
        scenarios: ScenarioTally, types: [TypeReport]
    ) {
        self.name = name
        self.layers = layers
        self.fileCount = fileCount
        self.code = code
        self.comment = comment
        self.blank = blank
        self.testCode = testCode
        self.testFileCount = testFileCount
        self.testSupport = testSupport
        self.declarations = declarations
        self.coverage = coverage
        self.scenarios = scenarios
        self.types = types
    }
}
